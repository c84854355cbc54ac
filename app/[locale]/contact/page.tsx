import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { Suspense } from "react";
import { ContactHeading } from "@/components/contact/contact-heading";
import { MeetingButton } from "@/components/contact/meeting-button";
import { OfficeMap } from "@/components/contact/office-map";
import { FaqList } from "@/components/faq/faq-list";
import { ContactForm } from "@/components/forms/contact-form";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { SectionHeader } from "@/components/sections/section-header";
import { JsonLd } from "@/components/seo/json-ld";
import { contactPage } from "@/content/contact";
import { site } from "@/content/site";
import { faqJsonLd } from "@/lib/json-ld";
import { buildMetadata } from "@/lib/metadata";

export const metadata = buildMetadata({
  title: "Contact Us",
  description:
    "Talk to Tessellate AI: book a 30-minute discovery call or a 60-minute technical consultation, or send us a message. We reply within 24 hours.",
  path: "/contact",
});

export default function ContactPage() {
  const page = contactPage;
  const hq = site.offices[0];
  return (
    <>
      <JsonLd data={faqJsonLd(page.faq)} />
      <PageHero
        titleId="contact-title"
        eyebrow="Contact"
        title={
          <Suspense fallback={page.hero.title}>
            <ContactHeading fallback={page.hero.title} />
          </Suspense>
        }
        lead={page.hero.lead}
      />
      <Section aria-label="Contact details and form" className="pt-6 md:pt-8">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.5fr]">
          <div className="grid content-start gap-6">
            <address className="grid gap-4 rounded-2xl border bg-card p-6 not-italic">
              <h2 className="text-lg font-semibold">Reach us directly</h2>
              <p className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-5 text-primary" />
                <span>
                  <a
                    href={`mailto:${site.email.general}`}
                    className="font-medium hover:text-primary"
                  >
                    {site.email.general}
                  </a>
                  <span className="block text-sm text-muted-foreground">General inquiries</span>
                  <a
                    href={`mailto:${site.email.support}`}
                    className="mt-2 block font-medium hover:text-primary"
                  >
                    {site.email.support}
                  </a>
                  <span className="block text-sm text-muted-foreground">Client support</span>
                </span>
              </p>
              <p className="flex gap-3">
                <Phone aria-hidden="true" className="mt-0.5 size-5 text-primary" />
                <span>
                  <a
                    href={`tel:${site.phone.us.replace(/[^+\d]/g, "")}`}
                    className="font-medium hover:text-primary"
                  >
                    {site.phone.us}
                  </a>
                  <span className="block text-sm text-muted-foreground">United States</span>
                  <a
                    href={`tel:${site.phone.uk.replace(/[^+\d]/g, "")}`}
                    className="mt-2 block font-medium hover:text-primary"
                  >
                    {site.phone.uk}
                  </a>
                  <span className="block text-sm text-muted-foreground">United Kingdom</span>
                </span>
              </p>
              <p className="flex gap-3">
                <Clock aria-hidden="true" className="mt-0.5 size-5 text-primary" />
                <span>
                  Monday-Friday 9:00-6:00 local time
                  <span className="block text-sm text-muted-foreground">
                    Support 24/7 for urgent matters
                  </span>
                </span>
              </p>
            </address>
            <div className="grid gap-4 rounded-2xl border bg-card p-6">
              <h2 className="text-lg font-semibold">Offices</h2>
              <ul className="grid gap-4">
                {site.offices.map((office) => (
                  <li key={office.id} className="flex gap-3">
                    <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                    <span>
                      <span className="block font-medium">{office.name}</span>
                      <span className="block text-sm text-muted-foreground">
                        {office.address.join(", ")}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <div id="message" className="scroll-mt-24 rounded-3xl border bg-card p-6 sm:p-8">
            <h2 className="text-2xl font-semibold tracking-tight">Send us a message</h2>
            <p className="mt-1 mb-6 text-sm text-muted-foreground">
              We answer within 24 hours. Your message is saved in this browser as you type, until
              you send it.
            </p>
            <ContactForm />
          </div>
        </div>
      </Section>
      <Section aria-labelledby="meetings-title" muted>
        <SectionHeader
          eyebrow="Book a meeting"
          title="Prefer to talk it through?"
          titleId="meetings-title"
        />
        <ul className="mt-12 grid gap-4 md:grid-cols-2">
          {page.meetings.map((meeting) => (
            <li key={meeting.type} className="flex flex-col rounded-2xl border bg-card p-6">
              <p className="font-mono text-sm text-primary">{meeting.length}</p>
              <h3 className="mt-2 text-xl font-semibold">{meeting.title}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-muted-foreground">
                {meeting.description}
              </p>
              <div className="mt-6">
                <MeetingButton type={meeting.type} subject={meeting.subject}>
                  Book a {meeting.title}
                </MeetingButton>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section aria-labelledby="visit-title">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.5fr]">
          <SectionHeader
            eyebrow="Visit us"
            title={hq.name}
            lead={hq.address.join(", ")}
            titleId="visit-title"
          />
          <OfficeMap latitude={hq.latitude} longitude={hq.longitude} label={hq.name} />
        </div>
      </Section>
      <Section aria-labelledby="faq-title" muted>
        <SectionHeader eyebrow="FAQ" title="Frequently asked questions" titleId="faq-title" />
        <div className="mt-10 max-w-3xl">
          <FaqList items={page.faq} />
        </div>
      </Section>
    </>
  );
}
