import { createElement } from "react";
import { site } from "@/lib/site";
import { artworkRandom, artworkSize, motifShapes } from "@/lib/artwork";
import { oklchToHex } from "@/lib/color";
import { gradients } from "@/lib/gradients";
import type { OgCard as Card } from "@/lib/og";

// Satori renders this, not a browser: inline styles, flexbox only, sRGB colors (no oklch, no
// Tailwind). The dark zinc matches the site's dark theme.
const background = "#111114";
const scrim = "17, 17, 20";
const foreground = "#fafafa";
const muted = "#d4d4d8";

type Props = {
  card: Card;
  /** The brand mark as a data URL. */
  mark: string;
  /** The page's photo, cropped to the card, as a data URL: drawn instead of the artwork. */
  photo?: string;
};

/** A page's 1200×630 Open Graph image: its photo or artwork full bleed, the brand, eyebrow and title. */
export function OgCard({ card, mark, photo }: Props) {
  const [from, to] = gradients[card.gradient].stops.map(oklchToHex);
  const random = artworkRandom(card);
  const { width, height } = artworkSize;
  return (
    <div
      style={{
        display: "flex",
        width: "100%",
        height: "100%",
        background,
        color: foreground,
        fontFamily: "Geist",
      }}
    >
      {photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- Satori draws <img>, not next/image
        <img
          src={photo}
          width={1200}
          height={630}
          alt=""
          style={{ position: "absolute", top: 0, left: 0 }}
        />
      ) : (
        <svg
          viewBox={`0 0 ${width} ${height}`}
          width="1200"
          height="630"
          preserveAspectRatio="xMidYMid slice"
          style={{ position: "absolute", top: 0, left: 0 }}
        >
          <defs>
            <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor={from} />
              <stop offset="1" stopColor={to} />
            </linearGradient>
          </defs>
          <rect width={width} height={height} fill="url(#bg)" />
          <g fill="none" stroke="white" strokeOpacity="0.55" strokeWidth="1.5">
            {motifShapes(card.motif, random).map(([tag, attributes], index) =>
              createElement(tag, { key: index, ...attributes }),
            )}
          </g>
        </svg>
      )}
      <div
        style={{
          position: "absolute",
          top: 0,
          left: 0,
          width: "100%",
          height: "100%",
          backgroundImage: `linear-gradient(90deg, rgba(${scrim}, 0.95) 0%, rgba(${scrim}, 0.88) 45%, rgba(${scrim}, 0.5) 70%, rgba(${scrim}, 0.08) 100%)`,
        }}
      />
      <div
        style={{
          position: "relative",
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          width: "100%",
          padding: "64px 80px 80px",
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- Satori draws <img>, not next/image */}
          <img src={mark} width={56} height={56} alt="" />
          <span style={{ fontSize: 34, fontWeight: 600 }}>{site.name}</span>
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 28, maxWidth: 840 }}>
          {card.eyebrow ? (
            <div style={{ display: "flex", alignItems: "center", gap: 16 }}>
              <div
                style={{
                  width: 48,
                  height: 6,
                  borderRadius: 3,
                  backgroundImage: `linear-gradient(90deg, ${from}, ${to})`,
                }}
              />
              <span
                style={{
                  fontFamily: "Geist Mono",
                  fontSize: 24,
                  letterSpacing: "0.12em",
                  textTransform: "uppercase",
                  color: muted,
                }}
              >
                {card.eyebrow}
              </span>
            </div>
          ) : null}
          <div
            style={{
              display: "block",
              lineClamp: 4,
              fontSize: card.titleSize,
              fontWeight: 600,
              lineHeight: 1.08,
              letterSpacing: "-0.025em",
              textWrap: "balance",
            }}
          >
            {card.title}
          </div>
          {card.subtitle ? (
            <div style={{ fontSize: 40, fontWeight: 400, lineHeight: 1.2, color: muted }}>
              {card.subtitle}
            </div>
          ) : null}
        </div>
      </div>
      <div
        style={{
          position: "absolute",
          left: 0,
          bottom: 0,
          width: "100%",
          height: 10,
          backgroundImage: `linear-gradient(90deg, ${from}, ${to})`,
        }}
      />
    </div>
  );
}
