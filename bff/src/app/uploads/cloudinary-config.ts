/** Credentials and host from `cloudinary://<api_key>:<api_secret>@<cloud_name>[?upload_prefix=<url>]`. */
export interface CloudinaryConfig {
  cloud_name: string;
  api_key: string;
  api_secret: string;
  upload_prefix?: string;
}

export function parseCloudinaryUrl(url: string): CloudinaryConfig {
  const u = new URL(url);
  if (u.protocol !== 'cloudinary:' || !u.hostname || !u.username || !u.password) {
    throw new Error('CLOUDINARY_URL must look like cloudinary://<api_key>:<api_secret>@<cloud_name>');
  }
  const uploadPrefix = u.searchParams.get('upload_prefix') ?? undefined;
  return {
    cloud_name: u.hostname,
    api_key: decodeURIComponent(u.username),
    api_secret: decodeURIComponent(u.password),
    ...(uploadPrefix ? { upload_prefix: uploadPrefix } : {}),
  };
}

/** URLs of images in our Cloudinary cloud start with this. */
export const cloudinaryPrefix = (c: CloudinaryConfig) => `https://res.cloudinary.com/${c.cloud_name}/`;
