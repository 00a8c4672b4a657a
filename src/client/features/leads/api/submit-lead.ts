import { API_ROUTES } from '#shared/api-routes.js';
import { leadSubmitResponseSchema, type LeadRequest } from '#shared/lead-schemas.js';
import { apiJson } from '#client/lib/api.js';

/**
 * POST /api/consultation-request (SPEC §7) for both forms; resolves with the server's parsed
 * answer and rejects with HttpError (whose body holds the server's message) otherwise.
 */
export function submitLead(lead: LeadRequest) {
  return apiJson(leadSubmitResponseSchema, 'POST', API_ROUTES.leadCreate, lead);
}
