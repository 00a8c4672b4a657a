import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETENTION_META_NAME, retentionMetaContent } from '#shared/retention-periods.js';
import { PrivacyPage } from './privacy-page.js';

/**
 * The retention section states the periods in force. The build's prerender has no document and
 * renders the defaults, each marked for the server to fill in at start (the markup
 * src/server/plugins/retention-figures.test.ts fills); the browser reads them from the page's meta
 * tag, so a visit that reaches /privacy through the app shows what the server wrote.
 */
const render = () => renderToStaticMarkup(createElement(PrivacyPage));
const retentionSection = (html: string) => /<section id="retention".*?<\/section>/s.exec(html)![0];
const text = (html: string) => html.replace(/<[^>]+>/g, '');

afterEach(() => vi.unstubAllGlobals());

describe('the privacy page', () => {
  it('prerenders the default periods, each marked for the server', () => {
    const html = retentionSection(render());
    expect(html).toContain('<span data-retention="inquiries">3 years</span>');
    expect(html).toContain('<span data-retention="voiceRecordings">1 year</span>');
    expect(html).toContain('<span data-retention="activity">90 days</span>');
    expect(html).toContain('<span data-retention="ipAddresses">90 days</span>');
    expect(text(html)).toContain(
      'Inquiries and the details you send us, with the record of the consent you gave: up to 3 years after you send them.',
    );
    expect(text(html)).toContain(
      'Voice recordings: up to 1 year. Their transcripts and extracted details are kept with your inquiry.',
    );
    expect(text(html)).toContain(
      'Raw visitor activity (individual page views, clicks and typed values): deleted after 90 days.',
    );
  });

  it('states the periods the page it runs in carries, as the browser renders it', () => {
    const content = retentionMetaContent({ inquiries: 730, voiceRecordings: 180, activity: 30, ipAddresses: 14 });
    vi.stubGlobal('document', {
      querySelector: (selector: string) => (selector === `meta[name="${RETENTION_META_NAME}"]` ? { content } : null),
    });
    const html = text(retentionSection(render()));
    expect(html).toContain('up to 2 years after you send them.');
    expect(html).toContain('Voice recordings: up to 180 days.');
    expect(html).toContain('clicks and typed values): deleted after 30 days.');
    expect(html).toContain('recorded with your consent: deleted after 14 days.');
  });
});
