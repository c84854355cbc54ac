import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  output: "export",
  // With a static export, distDir is the export folder: the analytics e2e builds a second copy.
  ...(process.env.EXPORT_DIR ? { distDir: process.env.EXPORT_DIR } : {}),
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` type-checks once (`npm run typecheck`) before its three builds, and says so with
  // TYPECHECKED=1; every other build checks types itself.
  typescript: { ignoreBuildErrors: process.env.TYPECHECKED === "1" },
  // One root layout per edition (app/(en), app/[locale]): the site-wide 404 is
  // app/global-not-found.tsx.
  experimental: { globalNotFound: true },
};

export default nextConfig;
