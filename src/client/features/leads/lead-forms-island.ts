/** The lazily loaded chunk behind the lead forms (see deferred-forms.ts). */
export { BrochureCardIsland } from './components/brochure-card-island.js';
export { ConsultationFormIsland } from './components/consultation-form-island.js';
