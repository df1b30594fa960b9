import { z } from 'zod';

/**
 * GET /api/site (public): the operator's details that the privacy policy and the footer show,
 * taken from the API's configuration (CONTACT_EMAIL, PRIVACY_EMAIL, COMPANY_NAME,
 * COMPANY_ADDRESS, CONTACT_RETENTION_DAYS). `companyAddress` is '' when none is configured.
 */
export const SiteInfoSchema = z.object({
  productName: z.string(),
  contactEmail: z.email(),
  privacyEmail: z.email(),
  companyName: z.string(),
  companyAddress: z.string(),
  /** Days contact-form messages are kept before the worker deletes them. */
  contactRetentionDays: z.number().int().positive(),
});
export type SiteInfo = z.infer<typeof SiteInfoSchema>;

export const SiteInfoResponseSchema = z.object({ data: SiteInfoSchema });
export type SiteInfoResponse = z.infer<typeof SiteInfoResponseSchema>;
