import { describe, expect, it } from 'vitest';
import { findContentType } from '../content/index.ts';
import { EXPLORERS } from './explorers.ts';
import { AREA_ROUTES, findArea } from './lookup.ts';

describe('data explorers', () => {
  it('declare the eleven datastrat(s) routes of the spec, each over known types of a known area', () => {
    expect([...EXPLORERS.keys()].sort()).toEqual(
      [
        'AdminSourcesTableDatastrat',
        'AiDatastrats',
        'CasesDatastrat',
        'CommoditiesDatastrats',
        'ControlsDatastrats',
        'MarDatastrats',
        'MetricsDatastrats',
        'PoliciesDatastrats',
        'ProcessesDatastrat',
        'ReportingmiDatastrat',
        'TaxDatastrats',
      ].sort(),
    );
    for (const explorer of EXPLORERS.values()) {
      if (explorer.area) expect(findArea(explorer.area), explorer.route).toBeDefined();
      expect(explorer.types.length, explorer.route).toBeGreaterThan(0);
      for (const type of explorer.types) expect(findContentType(type), `${explorer.route}: ${type}`).toBeDefined();
    }
  });

  it('are the explorer screens of the area routes, with the area whose scopes apply', () => {
    const ai = AREA_ROUTES.get('AiDatastrats');
    expect(ai?.screen).toBe('explorer');
    expect(ai?.area?.id).toBe('ai');
    const sources = AREA_ROUTES.get('AdminSourcesTableDatastrat');
    expect(sources).toMatchObject({ screen: 'explorer', area: undefined });
    expect([...AREA_ROUTES.values()].filter((screen) => screen.screen === 'explorer')).toHaveLength(11);
  });
});
