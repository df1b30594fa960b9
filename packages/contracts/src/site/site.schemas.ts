import { z } from 'zod';

/**
 * GET /api/site (public): the operator's details that the privacy policy and the footer show,
 * taken from the API's configuration (CONTACT_EMAIL, PRIVACY_EMAIL, COMPANY_NAME,
 * COMPANY_ADDRESS). `companyAddress` is '' when none is configured.
 */
export const SiteInfoSchema = z.object({
  productName: z.string(),
  contactEmail: z.email(),
  privacyEmail: z.email(),
  companyName: z.string(),
  companyAddress: z.string(),
});
export type SiteInfo = z.infer<typeof SiteInfoSchema>;

export const SiteInfoResponseSchema = z.object({ data: SiteInfoSchema });
export type SiteInfoResponse = z.infer<typeof SiteInfoResponseSchema>;
