import { describe, expect, it } from 'vitest';
import { loadScreenGrants } from '../../routes/access.ts';
import { homepageKind } from './HomepageLink.tsx';
import { byArea, entitledScreens, screensFor } from './offer.ts';

describe('what an external key is entitled to', () => {
  it('is what its roles open beyond what every key opens', async () => {
    const grants = await loadScreenGrants();
    const everyone = screensFor(['norole'], 'external', grants).map((screen) => screen.route);
    expect(everyone).toEqual(expect.arrayContaining(['Home', 'Settings', 'About']));
    const insights = entitledScreens(['insightsvisitor'], 'external', grants).map((screen) => screen.label);
    expect(insights).toEqual(['Insights']);
    expect(entitledScreens(['norole'], 'external', grants)).toEqual([]);
    const cases = entitledScreens(['trainingcasevisitor'], 'external', grants).map((screen) => screen.label);
    expect(cases).not.toContain('Insights');
  });

  it('groups screens by their area in menu order', () => {
    const screen = (route: string, areaId: string) => ({ route, label: route, areaId, area: areaId.toUpperCase() });
    expect(byArea([screen('A', 'x'), screen('B', 'y'), screen('C', 'x')])).toEqual([
      { id: 'x', label: 'X', screens: [screen('A', 'x'), screen('C', 'x')] },
      { id: 'y', label: 'Y', screens: [screen('B', 'y')] },
    ]);
  });
});

describe('an account homepage', () => {
  it('is a path here, an http(s) address, or plain text — never a script or another site by //', () => {
    expect(homepageKind('/insights')).toBe('path');
    expect(homepageKind('https://portal.example/start')).toBe('url');
    expect(homepageKind('//evil.example')).toBe('text');
    expect(homepageKind('/\\evil.example')).toBe('text');
    expect(homepageKind('javascript:alert(1)')).toBe('text');
    expect(homepageKind('Welcome to our portal')).toBe('text');
  });
});
