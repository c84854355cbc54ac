import { legalPageSchema } from "@/content/company-schema";

/* Privacy Policy and Terms of Service for the marketing website. */

export const privacyPolicy = legalPageSchema.parse({
  title: "Privacy Policy",
  lastUpdated: "2025-05-01",
  intro:
    "This policy explains what information the Tessellate AI website handles, why, and the choices you have. Tessellate AI is an AI consultancy headquartered in San Francisco, California, with offices in London and Singapore. The site is static and has no user accounts, so in most visits we learn very little about you. Where we do receive personal information, it is because you chose to send it to us or agreed to analytics.",
  sections: [
    {
      id: "information-we-collect",
      title: "Information we collect",
      paragraphs: [
        "You can browse this website without creating an account or telling us who you are. There is no sign-in on this site: the client portal login is not active here, and we do not build user profiles.",
        "We receive personal information only when you submit one of our forms. What we receive is what you type into the form, which typically includes your name, your e-mail address and your message, and may include your organization, your role or other details the form asks for.",
        "If you accept analytics in our consent banner, Google Analytics also receives usage data about your visit, as described in the section on cookies and local storage. If you decline, or your browser sends a Global Privacy Control or Do Not Track signal, no analytics data is collected.",
      ],
      list: [
        "Contact form and demo requests",
        "NGO Lab program applications",
        "Job applications, including any résumé or links you provide",
        "Guest post submissions",
        "Newsletter sign-ups (your e-mail address)",
        "Requests to access resources such as guides or reports",
      ],
    },
    {
      id: "how-we-use-information",
      title: "How we use information",
      paragraphs: [
        "We use the information you submit only to respond to the request you made: to answer your question, arrange a demo, review an NGO Lab application or a job application, consider a guest post, send you the newsletter you signed up for, or give you the resource you asked for.",
        "If you accept analytics, we use the aggregated reports to understand which pages are useful, how visitors find the site, and where it can be improved. We do not use analytics data to identify individual visitors, and we do not use any of your information for automated decisions that have legal or similarly significant effects on you.",
        "Where the GDPR or UK GDPR applies, we rely on your consent for analytics and the newsletter, on steps taken at your request before entering into a contract for demo requests and job applications, and on our legitimate interest in answering inquiries sent to us for the other forms.",
      ],
    },
    {
      id: "how-we-share-information",
      title: "How we share information",
      paragraphs: [
        "We do not sell your personal information, and we do not share it for cross-context behavioral advertising. We disclose it only in the limited situations below.",
      ],
      list: [
        "Service providers that run the site and our correspondence on our behalf, such as website hosting, e-mail delivery and, only if you accept it, Google Analytics. They act under contract and may use the data only to provide their service to us.",
        "Authorities, courts or other parties when the law requires it, or when disclosure is necessary to protect the rights, safety or property of Tessellate AI, our clients or others.",
        "A successor organization if Tessellate AI is involved in a merger, acquisition or sale of assets, in which case this policy continues to apply to the information transferred.",
      ],
    },
    {
      id: "data-security",
      title: "Data security",
      paragraphs: [
        "The site is served over encrypted HTTPS connections, and information submitted through our forms is handled only by the staff who need it to respond. We limit access to personal information, work with providers that maintain recognized security practices, and review our safeguards as the site and our services change.",
        "No method of transmission or storage is completely secure, so we cannot guarantee absolute security. If we learn of a breach that affects your personal information, we will notify you and the relevant authorities as the law requires.",
      ],
    },
    {
      id: "your-rights-and-choices",
      title: "Your rights and choices",
      paragraphs: [
        "Depending on where you live, you have rights over the personal information we hold about you. Residents of the European Economic Area and the United Kingdom have rights under the GDPR and UK GDPR, and California residents have rights under the California Consumer Privacy Act as amended by the California Privacy Rights Act. We extend the same core rights to every visitor where we reasonably can.",
        "To exercise any of these rights, e-mail privacy@example.com. We may ask for information needed to confirm your identity, and we will reply within the time the applicable law allows, usually within one month. You may use an authorized agent, and we will not treat you differently for exercising your rights.",
        "If you are in the EEA or the UK and believe we have not handled your information properly, you may complain to your local data protection supervisory authority, such as the Information Commissioner's Office in the United Kingdom. We would appreciate the chance to address your concern first.",
      ],
      list: [
        "Access: ask for a copy of the personal information we hold about you",
        "Correction: ask us to fix information that is inaccurate or incomplete",
        "Deletion: ask us to delete your information",
        "Objection and restriction: object to or limit certain uses of your information",
        "Portability: receive your information in a structured, commonly used format",
        "Withdrawal of consent: withdraw consent at any time, including for analytics and the newsletter, without affecting earlier processing",
        "Know and opt out: as a California resident, know what we collect and how it is used, and opt out of any sale or sharing (we do neither)",
      ],
    },
    {
      id: "cookies-and-local-storage",
      title: "Cookies and local storage",
      paragraphs: [
        "The site itself does not set cookies. Instead it uses your browser's local storage to remember a few things on your device. This information stays in your browser and is never sent to us unless you submit the related form. You can remove it at any time by clearing your browser's site data.",
        "Google Analytics 4 loads only if you accept it in the consent banner. It never loads if your browser sends a Global Privacy Control or Do Not Track signal. When you accept, Google Analytics sets its own cookies and receives page views, including the page title, address and path, along with general information about your device and browser. IP addresses are anonymized. You can change your choice at any time from Cookie settings in the site footer.",
        "The map of our San Francisco office is an OpenStreetMap map that loads only when you choose to show it. It then loads map tiles from OpenStreetMap servers, which receive your IP address as part of that request. Share buttons on the site are plain links: nothing is sent to a social network unless you click one.",
      ],
      list: [
        "Your chosen theme (light or dark)",
        "Your chosen language",
        "Drafts of the contact form, NGO Lab application and job application, kept only until you send them",
        "Your analytics choice (accept or decline), where the consent banner is shown",
      ],
    },
    {
      id: "childrens-privacy",
      title: "Children's privacy",
      paragraphs: [
        "This website is intended for businesses and professionals and is not directed to children under 16. We do not knowingly collect personal information from anyone under 16. If you believe a child has sent us personal information, please contact privacy@example.com and we will delete it.",
      ],
    },
    {
      id: "international-transfers",
      title: "International transfers",
      paragraphs: [
        "Tessellate AI is based in the United States and has offices in the United Kingdom and Singapore, and some of our service providers operate in other countries. Information you send us may therefore be processed outside the country where you live.",
        "When we transfer personal information from the EEA or the UK to a country without an adequacy decision, we rely on the standard contractual clauses approved by the European Commission, together with the UK addendum where applicable, and on additional safeguards where they are needed.",
      ],
    },
    {
      id: "data-retention",
      title: "Data retention",
      paragraphs: [
        "We keep personal information only as long as we need it for the purpose you sent it for, and then delete or anonymize it. We may keep some information longer when the law requires it or to establish or defend legal claims.",
      ],
      list: [
        "Contact and demo requests: up to 24 months",
        "Job applications: up to 12 months, unless you agree to a longer period",
        "Newsletter subscriptions: until you unsubscribe",
        "Browser-stored drafts and preferences: on your device until sent or cleared",
      ],
    },
    {
      id: "changes-to-this-policy",
      title: "Changes to this policy",
      paragraphs: [
        "We may update this policy when the website or our practices change. When we do, we will change the date at the top of this page. If a change is material, we will also announce it on the site before it takes effect.",
      ],
    },
    {
      id: "contact-us",
      title: "Contact us",
      paragraphs: [
        "For questions about this policy or to exercise your privacy rights, e-mail privacy@example.com. For anything else, write to hello@example.com. You can also reach us by mail at Tessellate AI, 500 Howard Street, Suite 300, San Francisco, CA 94105, United States.",
      ],
    },
  ],
});

export const termsOfService = legalPageSchema.parse({
  title: "Terms of Service",
  lastUpdated: "2025-05-01",
  intro:
    "These terms govern your use of the Tessellate AI website. They are an agreement between you and Tessellate AI, an AI consultancy headquartered in San Francisco, California. Please read them carefully; by using the site you agree to them. Our consulting work itself is covered by separate written agreements, not by these terms.",
  sections: [
    {
      id: "acceptance-of-terms",
      title: "Acceptance of terms",
      paragraphs: [
        "By accessing or using this website, you agree to these terms and to our Privacy Policy. If you use the site on behalf of an organization, you confirm that you are authorized to accept these terms for it. If you do not agree, please do not use the site.",
      ],
    },
    {
      id: "use-of-the-website",
      title: "Use of the website",
      paragraphs: [
        "You may use this website to learn about Tessellate AI, read our content and get in touch with us, for lawful purposes only. We may change, suspend or withdraw any part of the site at any time without notice.",
        "When using the site, you agree not to do any of the following:",
      ],
      list: [
        "Break any applicable law or regulation",
        "Try to gain unauthorized access to the site, its servers or related systems",
        "Disrupt or overload the site, or introduce malware or other harmful code",
        "Scrape or harvest content or data by automated means beyond ordinary search engine indexing",
        "Submit false information or impersonate another person or organization",
        "Send spam or unsolicited promotional material through our forms",
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      paragraphs: [
        "The content of this website, including text, graphics, logos, case studies, articles and resources, belongs to Tessellate AI or its licensors and is protected by copyright, trademark and other laws. The Tessellate AI name and logo are our trademarks.",
        "You may view, download and print pages for your own non-commercial reference, and you may share links to them. Any other copying, modification, distribution or commercial use requires our prior written permission.",
      ],
    },
    {
      id: "user-submissions",
      title: "User submissions",
      paragraphs: [
        "When you send us information through a form, such as an inquiry, an application or a guest post, you confirm that it is accurate, that you have the right to share it, and that it does not infringe anyone's rights or contain unlawful material. We handle personal information in submissions as described in our Privacy Policy.",
        "If you submit a guest post or other content for publication, you keep ownership of it, but you grant Tessellate AI a non-exclusive, worldwide, royalty-free license to edit, publish and promote it if we accept it. We are not obliged to publish any submission. Please do not send us confidential information through the website; if confidentiality matters, we will agree on terms first.",
      ],
    },
    {
      id: "services-and-proposals",
      title: "Services and proposals",
      paragraphs: [
        "Descriptions of our services, case studies, results and indicative timelines on this site are for general information. They are not an offer, a guarantee of outcomes or a binding commitment, and results achieved for one client do not predict results for another.",
        "Every consulting engagement is governed by a separate written agreement signed by Tessellate AI and the client. If that agreement conflicts with these terms, the signed agreement controls for that engagement.",
      ],
    },
    {
      id: "ngo-lab-program",
      title: "NGO Lab program",
      paragraphs: [
        "Through the NGO Lab, Tessellate AI provides pro bono support to selected nonprofit organizations. Submitting an application does not create any entitlement to services, funding or a response within a set time.",
        "Participants are selected at our sole discretion, and we may change, pause or end the program at any time. Selected organizations will be asked to sign a separate agreement that sets out the scope and terms of the support.",
      ],
    },
    {
      id: "third-party-links-and-content",
      title: "Third-party links and content",
      paragraphs: [
        "The site contains links to other websites and embedded content from third parties, such as the OpenStreetMap map of our office and share links to social networks. We do not control these services and are not responsible for their content, availability or privacy practices. Your use of them is subject to their own terms and policies.",
      ],
    },
    {
      id: "disclaimers",
      title: "Disclaimers",
      paragraphs: [
        "The website and its content are provided \u201Cas is\u201D and \u201Cas available,\u201D without warranties of any kind, whether express or implied, including warranties of merchantability, fitness for a particular purpose, accuracy and non-infringement, to the fullest extent the law allows.",
        "Articles, guides and other resources on the site are general information, not professional, legal or technical advice for your situation. We try to keep the site accurate and available, but we do not promise that it will be error-free, uninterrupted or free of harmful components.",
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of liability",
      paragraphs: [
        "To the fullest extent the law allows, Tessellate AI and its directors, employees and partners will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data or goodwill, arising from your use of or inability to use this website.",
        "Our total liability for any claim relating to the website is limited to one hundred US dollars (US$100). Some jurisdictions do not allow certain limitations, so parts of this section may not apply to you. Nothing in these terms limits liability that cannot be limited by law.",
      ],
    },
    {
      id: "indemnification",
      title: "Indemnification",
      paragraphs: [
        "You agree to defend, indemnify and hold harmless Tessellate AI and its directors, employees and partners from any claims, losses, damages and expenses, including reasonable legal fees, arising from your misuse of the website, content you submit, or your breach of these terms.",
      ],
    },
    {
      id: "governing-law",
      title: "Governing law",
      paragraphs: [
        "These terms and any dispute arising from them or from your use of the website are governed by the laws of the State of California, United States, without regard to its conflict of laws rules. This does not deprive you of any mandatory protection given by the consumer laws of the country where you live.",
      ],
    },
    {
      id: "dispute-resolution",
      title: "Dispute resolution",
      paragraphs: [
        "If you have a concern about the website, please contact us first at hello@example.com; most issues can be resolved informally. If a dispute cannot be settled that way, it will be subject to the exclusive jurisdiction of the state and federal courts located in San Francisco County, California, and you and Tessellate AI consent to the personal jurisdiction of those courts.",
      ],
    },
    {
      id: "changes-and-contact",
      title: "Changes and contact",
      paragraphs: [
        "We may revise these terms from time to time. The date at the top of this page shows when they last changed, and continuing to use the site after a change means you accept the revised terms. If any provision is found unenforceable, the rest remain in effect, and our not enforcing a provision is not a waiver of it.",
        "Questions about these terms can be sent to hello@example.com, or by mail to Tessellate AI, 500 Howard Street, Suite 300, San Francisco, CA 94105, United States. For privacy questions, write to privacy@example.com.",
      ],
    },
  ],
});
