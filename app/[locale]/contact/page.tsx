import { pageRoute } from "@/lib/page-route";
import { spriteIcon, type SpriteIcon } from "@/components/icons/sprite-icon";
import { TranslationFallback } from "@/components/i18n/translation-fallback";
import { Fragment, Suspense, type ReactNode } from "react";
import { ContactHeading } from "@/components/contact/contact-heading";
import { MeetingButton } from "@/components/contact/meeting-button";
import { OfficeMap } from "@/components/contact/office-map";
import { FaqSection } from "@/components/faq/faq-section";
import { ContactForm } from "@/components/forms/contact-form";
import { MessagesScope } from "@/components/i18n/messages-scope";
import { pageFormPrefixes } from "@/lib/i18n/messages";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { SectionHeader } from "@/components/sections/section-header";
import { TitledSection } from "@/components/sections/titled-section";
import { JsonLd } from "@/components/seo/json-ld";
import { site } from "@/lib/site";
import { getI18n } from "@/lib/i18n/server";
import { faqJsonLd } from "@/lib/json-ld";
import { getEntry } from "@/lib/content";
import { pagePath } from "@/lib/page-paths";
import { officeAddress, type PostalAddress } from "@/lib/places";

const Clock = spriteIcon("clock");
const Mail = spriteIcon("mail");
const MapPin = spriteIcon("map-pin");
const Phone = spriteIcon("phone");

export const generateMetadata = pageRoute("contact").generateMetadata;

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;

export default async function ContactPage() {
  const { locale, t } = await getI18n();
  const page = getEntry("pages", "contact", locale).data;
  const offices = site.offices.map((office) => ({
    ...office,
    name: t(`company.office.${office.id}`),
  }));
  const hq = site.offices[0];
  // The country where the edition's message puts it ("…, Vereinigte Staaten", "美国 …"), once.
  const addressOf = (office: PostalAddress) => {
    const { address, country } = officeAddress(locale, office);
    return country ? t("company.address", { address, country }) : address;
  };
  const hqName = t(`company.office.${hq.id}`);
  const bookLabel = {
    discovery: t("company.cta.discovery"),
    expert: t("company.contact.bookConsultation"),
  };
  return (
    <TranslationFallback path={pagePath("contact")}>
      <>
        <JsonLd data={faqJsonLd(locale, page.faq)} />
        <PageHero
          titleId="contact-title"
          eyebrow={t("company.contact.eyebrow")}
          title={
            <Suspense fallback={page.hero.title}>
              <MessagesScope prefixes={["company.cta."]}>
                <ContactHeading fallback={page.hero.title} />
              </MessagesScope>
            </Suspense>
          }
          lead={page.hero.lead}
        />
        <Section aria-label={t("company.contact.detailsLabel")} className="pt-6 md:pt-8">
          <div className="grid gap-10 lg:grid-cols-[1fr_1.5fr]">
            <div className="grid content-start gap-6">
              <address className="grid gap-4 card not-italic">
                <h2 className="text-lg font-semibold">{t("company.contact.direct")}</h2>
                <ContactChannel
                  icon={Mail}
                  entries={[
                    {
                      href: `mailto:${site.email.general}`,
                      label: site.email.general,
                      note: t("company.contact.general"),
                    },
                    {
                      href: `mailto:${site.email.support}`,
                      label: site.email.support,
                      note: t("company.contact.support"),
                    },
                  ]}
                />
                <ContactChannel
                  icon={Phone}
                  entries={[
                    {
                      href: telHref(site.phone.us),
                      label: site.phone.us,
                      note: t("company.contact.phoneUs"),
                    },
                    {
                      href: telHref(site.phone.uk),
                      label: site.phone.uk,
                      note: t("company.contact.phoneUk"),
                    },
                  ]}
                />
                <ContactLine icon={Clock}>
                  {t("company.contact.hours")}
                  <Note>{t("company.contact.urgent")}</Note>
                </ContactLine>
              </address>
              <div className="grid gap-4 card">
                <h2 className="text-lg font-semibold">{t("company.contact.offices")}</h2>
                <ul className="grid gap-4">
                  {offices.map((office) => (
                    <li key={office.id} className="flex gap-3">
                      <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                      <span>
                        <span className="block font-medium">{office.name}</span>
                        <span className="block text-sm text-muted-foreground">
                          {addressOf(office)}
                        </span>
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
            <div id="message" className="scroll-mt-24 rounded-3xl border bg-card p-6 sm:p-8">
              <h2 className="text-2xl font-semibold tracking-tight">
                {t("company.contact.messageTitle")}
              </h2>
              <p className="mt-1 mb-6 text-sm text-muted-foreground">
                {t("company.contact.messageLead")}
              </p>
              <MessagesScope prefixes={pageFormPrefixes}>
                <ContactForm />
              </MessagesScope>
            </div>
          </div>
        </Section>
        <TitledSection
          intro={{
            eyebrow: t("company.contact.meetingsEyebrow"),
            title: t("company.contact.meetingsTitle"),
          }}
          titleId="meetings-title"
          muted
        >
          <ul className="mt-12 grid gap-4 md:grid-cols-2">
            {page.meetings.map((meeting) => (
              <li key={meeting.type} className="flex flex-col card">
                <p className="font-mono text-sm text-primary">{meeting.length}</p>
                <h3 className="mt-2 text-xl font-semibold">{meeting.title}</h3>
                <p className="mt-2 flex-1 muted-copy">{meeting.description}</p>
                <div className="mt-6">
                  <MeetingButton type={meeting.type} subject={meeting.subject}>
                    {bookLabel[meeting.type]}
                  </MeetingButton>
                </div>
              </li>
            ))}
          </ul>
        </TitledSection>
        <Section aria-labelledby="visit-title">
          <div className="grid gap-10 lg:grid-cols-[1fr_1.5fr]">
            <SectionHeader
              eyebrow={t("company.contact.visitEyebrow")}
              title={hqName}
              lead={addressOf(hq)}
              titleId="visit-title"
            />
            <MessagesScope prefixes={["company.map."]}>
              <OfficeMap latitude={hq.latitude} longitude={hq.longitude} label={hqName} />
            </MessagesScope>
          </div>
        </Section>
        <FaqSection
          title={t("company.contact.faqTitle")}
          items={page.faq}
          titleId="faq-title"
          muted
        />
      </>
    </TranslationFallback>
  );
}

/** A line of the contact details: its icon, then the text. */
function ContactLine({ icon: Icon, children }: { icon: SpriteIcon; children: ReactNode }) {
  return (
    <p className="flex gap-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 text-primary" />
      <span>{children}</span>
    </p>
  );
}

/** Addresses of one kind (e-mail, phone), each a link with a note on what it is for. */
function ContactChannel({
  icon,
  entries,
}: {
  icon: SpriteIcon;
  entries: readonly { href: string; label: string; note: string }[];
}) {
  return (
    <ContactLine icon={icon}>
      {entries.map((entry, index) => (
        <Fragment key={entry.href}>
          <a
            href={entry.href}
            className={
              index === 0
                ? "font-medium hover:text-primary"
                : "mt-2 block font-medium hover:text-primary"
            }
          >
            {entry.label}
          </a>
          <Note>{entry.note}</Note>
        </Fragment>
      ))}
    </ContactLine>
  );
}

function Note({ children }: { children: ReactNode }) {
  return <span className="block text-sm text-muted-foreground">{children}</span>;
}
