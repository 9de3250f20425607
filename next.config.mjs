/** @type {import('next').NextConfig} */
const nextConfig = {
  // Plain HTML per route, served by any static host (see README "Deploy").
  output: 'export',
  trailingSlash: false,
  // Export has no image optimiser: images ship pre-sized and compressed from public/.
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  webpack(config) {
    // Spec §9: script chunks load with a 120 s timeout (webpack's ChunkLoadError text is kept).
    config.output.chunkLoadTimeout = 120000;
    return config;
  },
};

export default nextConfig;
