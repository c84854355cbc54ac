import { ShieldCheck } from "lucide-react";
import Link from "next/link";
import { DialogButton } from "@/components/dialogs/dialog-button";
import { FaqList } from "@/components/faq/faq-list";
import { LoginCard } from "@/components/portal/login-card";
import { CtaBand } from "@/components/sections/cta-band";
import { HeroBackdrop } from "@/components/sections/hero-backdrop";
import { QuoteCard } from "@/components/sections/quote-card";
import { Section } from "@/components/sections/section";
import { SectionHeader } from "@/components/sections/section-header";
import { JsonLd } from "@/components/seo/json-ld";
import { CapabilityCards } from "@/components/services/capability-cards";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { clientPortalPage } from "@/content/client-portal";
import { faqJsonLd } from "@/lib/json-ld";
import { buildMetadata } from "@/lib/metadata";
import { CheckList } from "@/components/ui/check-list";

export const metadata = buildMetadata({
  title: "Client Portal",
  description:
    "The Tessellate AI client portal: live project dashboards, shared documents, direct communication with your team and 24/7 support for urgent matters.",
  path: "/client-portal",
});

export default function ClientPortalPage() {
  const page = clientPortalPage;
  return (
    <>
      <JsonLd data={faqJsonLd(page.faq)} />
      <section
        aria-labelledby="portal-title"
        className="relative isolate overflow-hidden pt-32 pb-16 md:pt-40"
      >
        <HeroBackdrop />
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:px-8">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border bg-background/70 px-3 py-1 text-sm font-medium">
              <ShieldCheck aria-hidden="true" className="size-4 text-primary" /> Secure Client Area
            </p>
            <h1
              id="portal-title"
              className="mt-6 text-[40px] leading-[1.05] font-semibold tracking-tight text-balance sm:text-6xl"
            >
              {page.hero.title}
            </h1>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted-foreground md:text-xl">
              {page.hero.lead}
            </p>
          </div>
          <LoginCard />
        </div>
      </section>
      <Section aria-labelledby="features-title" muted>
        <SectionHeader
          eyebrow="Portal features"
          title="Everything about your project, in one place"
          titleId="features-title"
        />
        <Tabs
          defaultValue="dashboards"
          values={page.features.map((f) => f.value)}
          className="mt-12"
        >
          <TabsList aria-label="Portal features" className="sm:w-fit">
            {page.features.map((feature) => (
              <TabsTrigger key={feature.value} value={feature.value}>
                {feature.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {page.features.map((feature) => (
            <TabsContent
              key={feature.value}
              value={feature.value}
              className="rounded-2xl border bg-card p-6 sm:p-8"
            >
              <h3 className="text-2xl font-semibold tracking-tight">{feature.title}</h3>
              <p className="mt-3 max-w-3xl leading-relaxed text-muted-foreground">
                {feature.description}
              </p>
              <CheckList
                items={feature.points}
                className="mt-6 grid gap-3 sm:grid-cols-2"
                iconClassName="mt-1"
              />
            </TabsContent>
          ))}
        </Tabs>
      </Section>
      <Section aria-labelledby="security-title">
        <SectionHeader
          eyebrow="Security"
          title={page.security.title}
          lead={page.security.lead}
          titleId="security-title"
        />
        <CapabilityCards
          items={page.security.items}
          gradient="sky-indigo"
          className="mt-12 lg:grid-cols-4"
        />
      </Section>
      <Section aria-labelledby="clients-title" muted>
        <SectionHeader
          eyebrow="From our clients"
          title="Why teams use the portal"
          titleId="clients-title"
        />
        <ul className="mt-12 grid gap-4 lg:grid-cols-3">
          {page.testimonials.map((person) => (
            <li key={person.name}>
              <QuoteCard
                quote={person.quote}
                name={person.name}
                byline={`${person.title}, ${person.company}`}
              />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand
        titleId="portal-cta-title"
        title={page.cta.title}
        lead={page.cta.lead}
        actions={
          <>
            <Button asChild size="lg">
              <Link prefetch={false} href="/contact">Contact Us</Link>
            </Button>
            <DialogButton
              dialog={{ kind: "request-demo", service: "the Client Portal" }}
              size="lg"
              variant="outline"
            >
              Schedule a Demo
            </DialogButton>
          </>
        }
      />
      <Section id="portal-faq" aria-labelledby="portal-faq-title" className="scroll-mt-16">
        <SectionHeader
          eyebrow="FAQ"
          title="Questions about the portal"
          titleId="portal-faq-title"
        />
        <div className="mt-10 max-w-3xl">
          <FaqList items={page.faq} />
        </div>
      </Section>
    </>
  );
}
