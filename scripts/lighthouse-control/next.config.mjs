// The control app takes the framework's defaults; only the header that names it is left out, as
// the site leaves it out.
const nextConfig = { poweredByHeader: false };

export default nextConfig;
