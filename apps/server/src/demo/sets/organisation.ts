import type { DemoContext, DemoSet } from '../context.ts';

// prettier-ignore
const PROCESSES = [
  { code: 'P1', title: 'Client lifecycle', parent: null, owner: 'Chief Operating Officer', functions: ['Operations'], critical: true },
  { code: 'P1.1', title: 'Client onboarding and KYC', parent: 'P1', owner: 'Head of Client Onboarding', functions: ['Operations', 'Compliance'], critical: true },
  { code: 'P1.2', title: 'Periodic review', parent: 'P1', owner: 'Head of Financial Crime Operations', functions: ['Operations'], critical: false },
  { code: 'P2', title: 'Payments', parent: null, owner: 'Head of Payments', functions: ['Operations', 'Information Technology'], critical: true },
  { code: 'P2.1', title: 'Instant credit transfers', parent: 'P2', owner: 'Head of Payments', functions: ['Operations'], critical: true },
  { code: 'P2.2', title: 'Sanctions screening of payments', parent: 'P2', owner: 'Head of Sanctions', functions: ['Compliance'], critical: true },
  { code: 'P3', title: 'Trading and markets', parent: null, owner: 'Head of Markets', functions: ['Front Office'], critical: true },
  { code: 'P3.1', title: 'Order execution', parent: 'P3', owner: 'Head of Execution', functions: ['Front Office'], critical: true },
  { code: 'P3.2', title: 'Trade surveillance', parent: 'P3', owner: 'Head of Market Surveillance', functions: ['Compliance'], critical: false },
  { code: 'P4', title: 'Regulatory and sustainability reporting', parent: null, owner: 'CFO', functions: ['Finance', 'Sustainability'], critical: false },
] as const;

// prettier-ignore
const TAXONOMY = [
  ['1', 'Governance and strategy', null], ['1.1', 'Board and committees', '1'], ['1.2', 'Policies and standards', '1'],
  ['2', 'Risk management', null], ['2.1', 'Operational risk', '2'], ['2.1.1', 'ICT and cyber risk', '2.1'], ['2.1.2', 'Third-party risk', '2.1'],
  ['2.2', 'Compliance risk', '2'], ['2.2.1', 'Financial crime', '2.2'], ['2.2.2', 'Market conduct', '2.2'], ['2.3', 'Climate and environmental risk', '2'],
  ['3', 'Reporting', null], ['3.1', 'Prudential reporting', '3'], ['3.2', 'Sustainability reporting', '3'],
] as const;

/** How the firm is organised: processes, its classification taxonomy, projects, watch lists and service levels. */
export function buildOrganisation(ctx: DemoContext): DemoSet {
  return {
    process: PROCESSES.map((row) => ({
      data: {
        code: row.code,
        title: row.title,
        ...(row.parent ? { parent: ctx.ref('process', row.parent) } : {}),
        owner: row.owner,
        functions: ctx.refs('businessfunction', row.functions),
        critical: row.critical,
        description: `${row.title}${row.critical ? ', supporting a critical or important function' : ''}.`,
      },
    })),
    taxonomyitem: TAXONOMY.map(([code, name, parent]) => ({
      data: {
        code,
        name,
        ...(parent ? { parent: ctx.ref('taxonomyitem', parent) } : {}),
        level: code.split('.').length,
        description: `${name} (${code}).`,
      },
    })),
    project: [
      {
        name: 'DORA implementation',
        status: 'completed',
        owner: 'Chief Information Security Officer',
        start: -900,
        due: -310,
        regs: ['DORA'],
        countries: ['EU'],
        description: 'ICT risk framework, incident reporting, register of information and TLPT readiness.',
      },
      {
        name: 'AI Act readiness',
        status: 'active',
        owner: 'Chief Data Officer',
        start: -400,
        due: 250,
        regs: ['EU AI Act'],
        countries: ['EU'],
        description: 'AI inventory, classification, deployer controls for credit scoring and AI literacy.',
      },
      {
        name: 'CSRD first-wave reporting',
        status: 'active',
        owner: 'CFO',
        start: -700,
        due: 120,
        regs: ['CSRD', 'EU Taxonomy'],
        countries: ['EU'],
        description: 'Double materiality assessment, ESRS data collection and limited assurance.',
      },
      {
        name: 'AMLR transition',
        status: 'planned',
        owner: 'MLRO',
        start: 60,
        due: 600,
        regs: ['AMLR', 'AMLA Regulation'],
        countries: ['EU'],
        description: 'Gap analysis against the single rulebook and preparation for possible AMLA supervision.',
      },
      {
        name: 'T+1 settlement',
        status: 'active',
        owner: 'Head of Operations',
        start: -120,
        due: 330,
        regs: ['MiFIR'],
        countries: ['EU', 'GB', 'CH'],
        description: 'Same-day allocation and confirmation for the October 2027 move to T+1.',
      },
      {
        name: 'MiCA custody service',
        status: 'on-hold',
        owner: 'Head of Digital Assets',
        start: -200,
        regs: ['MiCA', 'TFR'],
        countries: ['EU'],
        description: 'Notification under Article 60 MiCA for crypto-asset custody; paused pending the business case.',
      },
    ].map((row) => ({
      key: row.name,
      data: {
        name: row.name,
        status: row.status,
        owner: row.owner,
        startOn: ctx.day(row.start),
        ...(row.due !== undefined ? { dueOn: ctx.day(row.due) } : {}),
        regulations: ctx.refs('regulation', row.regs),
        countries: row.countries,
        description: row.description,
      },
    })),
    riclist: [
      {
        name: 'EU supervisors',
        owner: 'Regulatory Intelligence',
        regs: ['ESMA', 'EBA', 'EIOPA', 'ECB', 'EC', 'AMLA'],
        countries: ['EU'],
        topics: [],
      },
      {
        name: 'UK financial services',
        owner: 'UK Compliance',
        regs: ['FCA', 'PRA', 'BoE', 'HMT'],
        countries: ['GB'],
        topics: [],
      },
      {
        name: 'Global AI watch',
        owner: 'Technology Regulation',
        regs: ['EC', 'ICO', 'CNIL', 'CAC', 'OECD'],
        countries: ['EU', 'GB', 'US', 'CN', 'SG'],
        topics: ['ai'],
      },
      {
        name: 'Sustainable finance',
        owner: 'Sustainable Finance',
        regs: ['ISSB', 'EFRAG', 'ESMA', 'EBA'],
        countries: ['EU', 'GB', 'INT'],
        topics: ['esg'],
      },
    ].map((row) => ({
      key: row.name,
      data: {
        name: row.name,
        owner: row.owner,
        regulators: ctx.refs('regulator', row.regs),
        countries: row.countries,
        topics: ctx.refs('topic', row.topics),
        description: `What ${row.owner} follows.`,
      },
    })),
    sla: [
      {
        name: 'Enforcement and final rules: same day',
        hours: 8,
        regs: [],
        countries: [],
        types: ['enforcement', 'final-rule', 'legislation'],
        active: true,
      },
      {
        name: 'EU supervisors: 24 hours',
        hours: 24,
        regs: ['ESMA', 'EBA', 'EIOPA', 'ECB'],
        countries: ['EU'],
        types: [],
        active: true,
      },
      { name: 'Everything else: 3 days', hours: 72, regs: [], countries: [], types: [], active: true },
      { name: 'Speeches: weekly (retired)', hours: 168, regs: [], countries: [], types: ['speech'], active: false },
    ].map((row) => ({
      key: row.name,
      data: {
        name: row.name,
        hours: row.hours,
        regulators: ctx.refs('regulator', row.regs),
        countries: row.countries,
        newsTypes: row.types,
        active: row.active,
        description: 'Agreed with the heads of Compliance in the annual service review.',
      },
    })),
  };
}
