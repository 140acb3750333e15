import { describe, expect, it } from 'vitest';
import { CATALOG_REQUEST_TOPIC, topicPreset } from './inquiry-topics.ts';

describe('contact form topics', () => {
  it('fills in a catalogue request as the category "catalog" with its title', () => {
    expect(topicPreset(CATALOG_REQUEST_TOPIC)).toMatchObject({ category: 'catalog', title: 'カタログ・生地見本の請求' });
  });

  it.each([null, '', 'unknown', 'constructor', '__proto__'])('fills in nothing for %s', (topic) => {
    expect(topicPreset(topic)).toBeNull();
  });
});
