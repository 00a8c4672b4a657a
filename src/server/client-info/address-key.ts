import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * The key every per-address limit counts a client under: rate limits, tracking budgets and login
 * budgets alike. An IPv4 address as it is, an IPv4-mapped IPv6 address as its IPv4 form, and any
 * other IPv6 address by its /64, the block one subscriber is usually given: keyed by the full
 * address, one host with a /64 would get a fresh budget for each of its 2^64 addresses. The
 * normalisation is the rate-limit plugin's own, so the plugin's keys and ours agree.
 */
export const addressKeyOf = (request: FastifyRequest): string => normalizeIP(request.ip || 'unknown');
