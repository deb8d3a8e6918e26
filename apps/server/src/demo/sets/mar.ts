import type { DemoContext, DemoSet } from '../context.ts';
import { paragraphs } from '../context.ts';
import { COVERAGE, MORE_CASES } from '../data/chain.ts';
import {
  ASSET_CLASSES,
  CASES,
  FEEDS,
  MAR_RISKS,
  PERSON_TYPES,
  PERSONS,
  PRODUCTS,
  TRAINING_CASES,
} from '../data/mar.ts';

/** Market abuse surveillance: asset classes, MAR risks, data feeds, coverage, people, cases and training. */
export function buildMar(ctx: DemoContext): DemoSet {
  const cls = (codes: readonly string[]) => ctx.refs('assetclass', codes);
  const prods = (names: readonly string[]) => ctx.refs('producttype', names);
  return {
    assetclass: ASSET_CLASSES.map(([code, name, description]) => ({ data: { code, name, description } })),
    producttype: PRODUCTS.map(([name, asset]) => ({
      key: name,
      data: { name, assetClass: ctx.ref('assetclass', asset) },
    })),
    marrisk: MAR_RISKS.map((row) => ({
      data: {
        code: row.code,
        title: row.title,
        behaviour: row.behaviour,
        assetClasses: cls(row.classes),
        productTypes: prods(row.products),
        rating: row.rating,
        legalBasis: row.legal,
        description: `${row.title}: a scenario the firm’s business model exposes it to.`,
        indicators: row.indicators,
      },
    })),
    extsource: FEEDS.map((row) => ({
      key: row.name,
      data: {
        name: row.name,
        provider: row.provider,
        dataKind: row.dataKind,
        access: row.access,
        frequency: row.frequency,
        assetClasses: cls(row.classes),
        countries: [...row.countries],
        owner: 'Surveillance Technology',
        inUse: row.inUse,
        description: row.inUse ? 'Feeds the surveillance platform.' : 'Under onboarding; not yet used by scenarios.',
      },
    })),
    // One item per (risk, asset class) the surveillance team has assessed; pairs absent from COVERAGE are undeclared.
    coverage: COVERAGE.map((row) => {
      const risk = MAR_RISKS.find((candidate) => candidate.code === row.risk);
      const assetClass = ASSET_CLASSES.find(([code]) => code === row.assetClass);
      if (!risk || !assetClass || !risk.classes.includes(row.assetClass)) {
        throw new Error(`Demo coverage ${row.risk} ${row.assetClass}: no such risk and asset class pair`);
      }
      const inClass = PRODUCTS.filter(([name, code]) => code === row.assetClass && risk.products.includes(name));
      const comms = risk.behaviour === 'unlawful-disclosure';
      const insider = risk.behaviour === 'insider-dealing' || risk.behaviour === 'front-running';
      const sources =
        row.assetClass === 'CRY'
          ? ['Crypto venue order books and trades']
          : comms
            ? ['Voice and e-communications archive', 'Insider and restricted lists']
            : [
                'Order management system orders',
                'Executed trades (all desks)',
                ...(insider ? ['Issuer announcements and newswires', 'Insider and restricted lists'] : []),
                ...(row.assetClass !== 'OTC' ? ['Consolidated market data'] : []),
              ];
      return {
        key: `${row.risk} ${row.assetClass}`,
        data: {
          title: `${risk.title}: ${assetClass[1]}`,
          marRisk: ctx.ref('marrisk', row.risk),
          assetClass: ctx.ref('assetclass', row.assetClass),
          productTypes: prods(inClass.map(([name]) => name)),
          level: row.level,
          ...(row.scenario ? { scenario: row.scenario } : {}),
          dataSources: ctx.refs('extsource', sources),
          gaps: row.gaps,
        },
      };
    }),
    persontype: PERSON_TYPES.map(([name, description]) => ({ key: name, data: { name, description } })),
    person: PERSONS.map((row) => ({
      key: row.name,
      data: {
        name: row.name,
        personType: ctx.ref('persontype', row.type),
        organisation: row.organisation,
        position: row.position,
        country: row.country,
        insider: row.insider,
        notes: 'Fictional person for the demonstration.',
      },
    })),
    case: [...CASES, ...MORE_CASES].map((row) => ({
      key: row.ref,
      stage: row.stage,
      by: 'mar',
      data: {
        reference: row.ref,
        title: row.title,
        caseType: row.type,
        marRisk: ctx.ref('marrisk', row.risk),
        persons: ctx.refs('person', row.persons),
        openedOn: ctx.day(row.opened),
        ...('closed' in row && row.closed !== undefined ? { closedOn: ctx.day(row.closed) } : {}),
        status: row.status,
        storFiled: 'stor' in row ? row.stor : false,
        summary: `${row.title}. Raised by ${row.type === 'alert' ? 'the surveillance platform' : 'an internal referral'}.`,
        ...(row.status === 'closed'
          ? { outcome: 'Reasonable suspicion formed; STOR filed and trader retrained.' }
          : {}),
      },
    })),
    trainingcase: TRAINING_CASES.map((row) => ({
      key: row.title,
      stage: row.stage,
      by: 'mar',
      data: {
        title: row.title,
        level: row.level,
        scenario: paragraphs(...row.scenario),
        analysis: paragraphs(...row.analysis),
        lessons: row.lessons,
        regulations: ctx.refs('regulation', row.regs),
        topics: ctx.refs('topic', row.topics),
        tags: ['mar'],
      },
    })),
  };
}
