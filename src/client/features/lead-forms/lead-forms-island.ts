/** The lazily loaded chunk behind the lead forms (see deferred-forms.ts). */
export { BrochureCardIsland } from './brochure-card-island.js';
export { ConsultationFormIsland } from './consultation-form-island.js';
