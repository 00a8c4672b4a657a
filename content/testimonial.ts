/** Copy for the home page's testimonial. */
import { firm } from './firm.js';

/** The single testimonial. */
export interface Testimonial {
  heading: string;
  quote: string;
  name: string;
  role: string;
  /** Shown in small print so the example is not mistaken for a promise. */
  note: string;
}

/** The single home testimonial (illustrative). */
export const testimonial: Testimonial = {
  heading: 'What Our Clients Say',
  quote:
    `We had six funders pulling money out of our account every morning and I was sure we were done. ` +
    `${firm.principal.firstName} sat down with our numbers, told us honestly what was possible, and then did it. ` +
    'We are still paving, still making payroll, and I sleep at night again.',
  name: 'Robert M.',
  role: 'Owner, regional paving contractor',
  note: 'Illustrative client example. Individual results vary.',
};
