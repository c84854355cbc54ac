import { describe, expect, it } from "vitest";
import { decodeEntities, ownSections, pageSections } from "@/lib/answers/page-sections";

const main = `
<section><p class="eyebrow">Case studies</p><h1 id="t">Our Work</h1><p>Four engagements, measured &amp; checked.</p>
<svg><title>icon</title></svg><button type="button">Read more</button><div aria-hidden="true">decoration</div></section>
<section><h2>How we work</h2><p>We write it <strong>down</strong>.</p><ul><li class="rounded font-mono">Apache&nbsp;Kafka</li></ul>
<h3>Small teams</h3><p>Few people.</p></section>
<ul><li><a href="/careers/designer"><div><h3>Product Designer</h3><p>Design review queues.</p></div></a></li>
<li><article><h3><a href="/blog/x?ref=1">An article</a></h3><p>About agents.</p><h4>Details</h4><p>More on agents.</p></article></li></ul>
<h2>Open roles</h2><p>Join us.</p>`;

describe("pageSections", () => {
  const sections = pageSections(main);

  it("cuts the markup at its headings, with each heading's level and the text under it", () => {
    expect(sections.map((s) => [s.level, s.heading])).toEqual([
      [0, ""],
      [1, "Our Work"],
      [2, "How we work"],
      [3, "Small teams"],
      [3, "Product Designer"],
      [3, "An article"],
      [4, "Details"],
      [2, "Open roles"],
    ]);
    expect(sections[1]?.text).toBe("Four engagements, measured & checked.");
  });

  it("leaves out icons, buttons and what is hidden from readers", () => {
    const text = sections.map((s) => s.text).join(" ");
    expect(text).not.toMatch(/icon|Read more|decoration/);
  });

  it("keeps what a section stresses: bold, labels and technology chips", () => {
    expect(sections[0]?.stressed).toEqual(["Case studies"]);
    expect(sections[2]?.stressed).toEqual(["down", "Apache Kafka"]);
  });

  it("notes the page a card's heading links to, inside the link or around it", () => {
    expect(sections[4]?.link).toBe("/careers/designer");
    expect(sections[5]?.link).toBe("/blog/x?ref=1");
  });
});

describe("ownSections", () => {
  it("leaves out a card of another page with the sections below it, and keeps the page's own", () => {
    const own = ownSections(pageSections(main), (s) => s.link !== undefined);
    expect(own.map((s) => s.heading)).toEqual([
      "",
      "Our Work",
      "How we work",
      "Small teams",
      "Open roles",
    ]);
  });
});

describe("decodeEntities", () => {
  it("reads named and numeric character references", () => {
    expect(decodeEntities("a &amp; b &#x27;c&#39; &lt;d&gt; &eacute;")).toBe(
      "a & b 'c' <d> &eacute;",
    );
  });
});
