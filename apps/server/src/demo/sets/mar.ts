import type { DemoContext, DemoSet } from '../context.ts';
import { paragraphs } from '../context.ts';
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
    coverage: MAR_RISKS.map((row, index) => {
      const comms = row.behaviour === 'unlawful-disclosure';
      const level = index === 4 ? 'none' : index % 4 === 3 ? 'partial' : 'full';
      return {
        key: row.code,
        data: {
          title: `${row.title}: coverage`,
          marRisk: ctx.ref('marrisk', row.code),
          assetClass: ctx.ref('assetclass', row.classes[0]),
          productTypes: prods(row.products),
          level,
          scenario: `${row.behaviour.replace(/-/g, ' ')} detection v${(index % 3) + 2}`,
          dataSources: ctx.refs(
            'extsource',
            comms
              ? ['Voice and e-communications archive']
              : ['Order management system orders', 'Executed trades (all desks)'],
          ),
          gaps: {
            none: 'No scenario until the crypto feed is onboarded.',
            partial: 'Only lit venues are covered.',
            full: 'None known.',
          }[level],
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
    case: CASES.map((row) => ({
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
        ...(row.closed !== undefined ? { closedOn: ctx.day(row.closed) } : {}),
        status: row.status,
        storFiled: row.stor,
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
