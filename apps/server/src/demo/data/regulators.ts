/**
 * Regulators the demo watches: real authorities with their real websites. `feed` is the address the demo's
 * source for them points at; `volume` weighs how often news comes from them (1 rare … 5 daily); `themes` are
 * the top-level topic slugs (data/topics.ts) they publish on.
 */
export interface RegulatorRow {
  code: string;
  name: string;
  /** ISO 3166 code, EU or INT. */
  country: string;
  level: 'supranational' | 'national' | 'regional';
  kind:
    | 'central-bank'
    | 'prudential'
    | 'conduct'
    | 'securities'
    | 'data-protection'
    | 'standard-setter'
    | 'legislature'
    | 'ministry'
    | 'tax-authority'
    | 'other';
  website: string;
  description: string;
  feed: string;
  feedKind: 'rss' | 'atom' | 'rdf' | 'jsonfeed' | 'html';
  language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ja' | 'zh';
  volume: number;
  themes: readonly string[];
}

type Row = [
  code: string,
  name: string,
  country: string,
  level: RegulatorRow['level'],
  kind: RegulatorRow['kind'],
  website: string,
  feed: string,
  feedKind: RegulatorRow['feedKind'],
  language: RegulatorRow['language'],
  volume: number,
  themes: string,
  description: string,
];

// prettier-ignore
const ROWS: readonly Row[] = [
  // European Union
  ['EC', 'European Commission', 'EU', 'supranational', 'legislature', 'https://finance.ec.europa.eu', 'https://finance.ec.europa.eu/news/rss_en', 'rss', 'en', 4, 'prudential conduct esg ai data-protection aml tax payments crypto op-resilience', 'Proposes EU legislation and adopts delegated and implementing acts; DG FISMA leads on financial services.'],
  ['EP', 'European Parliament (ECON)', 'EU', 'supranational', 'legislature', 'https://www.europarl.europa.eu/committees/en/econ', 'https://www.europarl.europa.eu/rss/committee/econ/en.xml', 'rss', 'en', 2, 'prudential conduct esg ai crypto', 'Co-legislator of the EU; the Economic and Monetary Affairs Committee handles financial services files.'],
  ['EBA', 'European Banking Authority', 'EU', 'supranational', 'prudential', 'https://www.eba.europa.eu', 'https://www.eba.europa.eu/rss.xml', 'rss', 'en', 5, 'prudential aml payments crypto op-resilience esg consumer', 'Develops the single rulebook for banking in the EU: technical standards, guidelines and Q&As.'],
  ['ESMA', 'European Securities and Markets Authority', 'EU', 'supranational', 'securities', 'https://www.esma.europa.eu', 'https://www.esma.europa.eu/rss.xml', 'rss', 'en', 5, 'conduct esg market-abuse crypto op-resilience ai', 'Securities markets regulator and supervisor of the EU: MiFID II, MAR, EMIR, MiCA, SFDR.'],
  ['EIOPA', 'European Insurance and Occupational Pensions Authority', 'EU', 'supranational', 'prudential', 'https://www.eiopa.europa.eu', 'https://www.eiopa.europa.eu/node/4/rss_en', 'rss', 'en', 3, 'prudential esg consumer ai op-resilience', 'Supervisory authority for insurance and occupational pensions in the EU.'],
  ['ECB', 'European Central Bank (Banking Supervision)', 'EU', 'supranational', 'central-bank', 'https://www.bankingsupervision.europa.eu', 'https://www.bankingsupervision.europa.eu/rss/press.html', 'rss', 'en', 5, 'prudential esg payments op-resilience crypto', 'Supervises significant banks of the euro area under the Single Supervisory Mechanism.'],
  ['SRB', 'Single Resolution Board', 'EU', 'supranational', 'prudential', 'https://www.srb.europa.eu', 'https://www.srb.europa.eu/en/rss.xml', 'rss', 'en', 1, 'prudential', 'Resolution authority of the Banking Union.'],
  ['AMLA', 'Authority for Anti-Money Laundering and Countering the Financing of Terrorism', 'EU', 'supranational', 'conduct', 'https://www.amla.europa.eu', 'https://www.amla.europa.eu/news_en', 'html', 'en', 2, 'aml', 'The EU AML authority, set up in Frankfurt in 2024; direct supervision of selected entities from 2028.'],
  ['EDPB', 'European Data Protection Board', 'EU', 'supranational', 'data-protection', 'https://www.edpb.europa.eu', 'https://www.edpb.europa.eu/feed/news_en', 'rss', 'en', 2, 'data-protection ai', 'Ensures the consistent application of the GDPR; adopts guidelines and binding decisions.'],
  ['ACER', 'European Union Agency for the Cooperation of Energy Regulators', 'EU', 'supranational', 'other', 'https://www.acer.europa.eu', 'https://www.acer.europa.eu/rss.xml', 'rss', 'en', 1, 'market-abuse', 'Monitors wholesale energy markets under REMIT.'],
  ['EFRAG', 'European Financial Reporting Advisory Group', 'EU', 'supranational', 'standard-setter', 'https://www.efrag.org', 'https://www.efrag.org/en/news', 'html', 'en', 2, 'esg', 'Technical adviser to the Commission on the European Sustainability Reporting Standards.'],
  // International
  ['BCBS', 'Basel Committee on Banking Supervision', 'INT', 'supranational', 'standard-setter', 'https://www.bis.org/bcbs', 'https://www.bis.org/doclist/bcbs_publications.rss', 'rss', 'en', 3, 'prudential crypto esg op-resilience', 'The global standard setter for the prudential regulation of banks (Basel III).'],
  ['FSB', 'Financial Stability Board', 'INT', 'supranational', 'standard-setter', 'https://www.fsb.org', 'https://www.fsb.org/feed/', 'rss', 'en', 2, 'prudential crypto esg ai op-resilience', 'Coordinates financial regulation internationally for the G20.'],
  ['IOSCO', 'International Organization of Securities Commissions', 'INT', 'supranational', 'standard-setter', 'https://www.iosco.org', 'https://www.iosco.org/rss/', 'rss', 'en', 2, 'conduct esg crypto ai market-abuse', 'Sets the international standards for securities regulation.'],
  ['FATF', 'Financial Action Task Force', 'INT', 'supranational', 'standard-setter', 'https://www.fatf-gafi.org', 'https://www.fatf-gafi.org/en/publications.rss', 'rss', 'en', 2, 'aml crypto', 'Sets the global standards against money laundering and terrorist financing.'],
  ['OECD', 'Organisation for Economic Co-operation and Development', 'INT', 'supranational', 'standard-setter', 'https://www.oecd.org/tax', 'https://www.oecd.org/tax/rss', 'rss', 'en', 2, 'tax ai', 'Home of the Inclusive Framework on BEPS (Pillar Two) and the Common Reporting Standard.'],
  ['ISSB', 'International Sustainability Standards Board', 'INT', 'supranational', 'standard-setter', 'https://www.ifrs.org/groups/international-sustainability-standards-board/', 'https://www.ifrs.org/news-and-events/news/rss/', 'rss', 'en', 1, 'esg', 'Issues the IFRS Sustainability Disclosure Standards (IFRS S1 and S2).'],
  // United Kingdom
  ['FCA', 'Financial Conduct Authority', 'GB', 'national', 'conduct', 'https://www.fca.org.uk', 'https://www.fca.org.uk/news/rss.xml', 'rss', 'en', 5, 'conduct consumer market-abuse aml esg crypto payments ai op-resilience', 'Conduct regulator of 42,000 UK firms and prudential supervisor of those the PRA does not supervise.'],
  ['PRA', 'Prudential Regulation Authority', 'GB', 'national', 'prudential', 'https://www.bankofengland.co.uk/prudential-regulation', 'https://www.bankofengland.co.uk/rss/prudential-regulation-publications', 'rss', 'en', 4, 'prudential op-resilience esg', 'Part of the Bank of England; supervises banks, building societies, insurers and major investment firms.'],
  ['BoE', 'Bank of England', 'GB', 'national', 'central-bank', 'https://www.bankofengland.co.uk', 'https://www.bankofengland.co.uk/rss/news', 'rss', 'en', 3, 'prudential payments crypto op-resilience', 'The UK central bank: monetary policy, financial stability and payment systems.'],
  ['HMT', 'HM Treasury', 'GB', 'national', 'ministry', 'https://www.gov.uk/government/organisations/hm-treasury', 'https://www.gov.uk/government/organisations/hm-treasury.atom', 'atom', 'en', 3, 'conduct aml tax crypto payments', 'The UK finance ministry; owns the financial services legislation and OFSI sanctions.'],
  ['ICO', 'Information Commissioner’s Office', 'GB', 'national', 'data-protection', 'https://ico.org.uk', 'https://ico.org.uk/about-the-ico/media-centre/news-and-blogs/rss', 'rss', 'en', 2, 'data-protection ai', 'The UK data protection authority.'],
  // United States
  ['SEC', 'U.S. Securities and Exchange Commission', 'US', 'national', 'securities', 'https://www.sec.gov', 'https://www.sec.gov/news/pressreleases.rss', 'rss', 'en', 5, 'conduct market-abuse crypto esg ai op-resilience', 'Regulates US securities markets, broker-dealers, investment advisers and funds.'],
  ['CFTC', 'Commodity Futures Trading Commission', 'US', 'national', 'securities', 'https://www.cftc.gov', 'https://www.cftc.gov/RSS/RSSGP/rssgp.xml', 'rss', 'en', 3, 'market-abuse crypto', 'Regulates US derivatives markets.'],
  ['FED', 'Board of Governors of the Federal Reserve System', 'US', 'national', 'central-bank', 'https://www.federalreserve.gov', 'https://www.federalreserve.gov/feeds/press_all.xml', 'rss', 'en', 4, 'prudential payments op-resilience', 'The US central bank and supervisor of bank holding companies.'],
  ['OCC', 'Office of the Comptroller of the Currency', 'US', 'national', 'prudential', 'https://www.occ.gov', 'https://www.occ.gov/rss/occ_news.xml', 'rss', 'en', 2, 'prudential crypto aml', 'Charters and supervises US national banks.'],
  ['FinCEN', 'Financial Crimes Enforcement Network', 'US', 'national', 'conduct', 'https://www.fincen.gov', 'https://www.fincen.gov/news-room/rss.xml', 'rss', 'en', 2, 'aml', 'The US financial intelligence unit and AML rule maker under the Bank Secrecy Act.'],
  ['CFPB', 'Consumer Financial Protection Bureau', 'US', 'national', 'conduct', 'https://www.consumerfinance.gov', 'https://www.consumerfinance.gov/about-us/newsroom/feed/', 'rss', 'en', 2, 'consumer payments', 'Protects consumers of US financial products.'],
  ['NYDFS', 'New York State Department of Financial Services', 'US', 'regional', 'conduct', 'https://www.dfs.ny.gov', 'https://www.dfs.ny.gov/reports_and_publications/press_releases', 'html', 'en', 2, 'crypto op-resilience aml', 'Regulates financial services in New York State, including virtual currency businesses (BitLicense).'],
  // European member states and Switzerland
  ['AMF', 'Autorité des marchés financiers', 'FR', 'national', 'securities', 'https://www.amf-france.org', 'https://www.amf-france.org/fr/flux-rss/display/21', 'rss', 'fr', 3, 'conduct esg market-abuse crypto', 'The French financial markets authority.'],
  ['ACPR', 'Autorité de contrôle prudentiel et de résolution', 'FR', 'national', 'prudential', 'https://acpr.banque-france.fr', 'https://acpr.banque-france.fr/rss.xml', 'rss', 'fr', 3, 'prudential aml consumer esg', 'The French prudential supervisor of banks and insurers, attached to the Banque de France.'],
  ['CNIL', 'Commission nationale de l’informatique et des libertés', 'FR', 'national', 'data-protection', 'https://www.cnil.fr', 'https://www.cnil.fr/fr/rss.xml', 'rss', 'fr', 2, 'data-protection ai', 'The French data protection authority.'],
  ['BaFin', 'Bundesanstalt für Finanzdienstleistungsaufsicht', 'DE', 'national', 'prudential', 'https://www.bafin.de', 'https://www.bafin.de/SiteGlobals/Functions/RSSFeed/EN/RSSNewsfeed/Aktuelles/RSSNewsfeed_Aktuelles.xml', 'rss', 'de', 4, 'prudential conduct aml crypto op-resilience esg', 'The German integrated financial supervisor.'],
  ['BMF', 'Bundesministerium der Finanzen', 'DE', 'national', 'ministry', 'https://www.bundesfinanzministerium.de', 'https://www.bundesfinanzministerium.de/SiteGlobals/Functions/RSSFeed/DE/Pressemitteilungen/RSSPressemitteilungen.xml', 'rss', 'de', 2, 'tax', 'The German federal finance ministry.'],
  ['CONSOB', 'Commissione Nazionale per le Società e la Borsa', 'IT', 'national', 'securities', 'https://www.consob.it', 'https://www.consob.it/web/consob/rss', 'rss', 'it', 2, 'conduct market-abuse crypto', 'The Italian securities regulator.'],
  ['BdI', 'Banca d’Italia', 'IT', 'national', 'central-bank', 'https://www.bancaditalia.it', 'https://www.bancaditalia.it/rss/news.xml', 'rss', 'it', 2, 'prudential payments aml', 'The Italian central bank and banking supervisor.'],
  ['CNMV', 'Comisión Nacional del Mercado de Valores', 'ES', 'national', 'securities', 'https://www.cnmv.es', 'https://www.cnmv.es/portal/RSS/RSS.aspx', 'rss', 'es', 2, 'conduct market-abuse crypto esg', 'The Spanish securities regulator.'],
  ['BdE', 'Banco de España', 'ES', 'national', 'central-bank', 'https://www.bde.es', 'https://www.bde.es/wbe/es/rss/', 'rss', 'es', 2, 'prudential consumer payments', 'The Spanish central bank and banking supervisor.'],
  ['DNB', 'De Nederlandsche Bank', 'NL', 'national', 'central-bank', 'https://www.dnb.nl', 'https://www.dnb.nl/rss/nieuws/', 'rss', 'nl', 2, 'prudential aml esg payments', 'The Dutch central bank and prudential supervisor.'],
  ['AFM', 'Autoriteit Financiële Markten', 'NL', 'national', 'conduct', 'https://www.afm.nl', 'https://www.afm.nl/nl-nl/rss-feed/nieuws', 'rss', 'nl', 2, 'conduct market-abuse consumer ai', 'The Dutch conduct regulator.'],
  ['CSSF', 'Commission de Surveillance du Secteur Financier', 'LU', 'national', 'prudential', 'https://www.cssf.lu', 'https://www.cssf.lu/en/feed/publications', 'rss', 'en', 3, 'conduct prudential aml esg', 'The Luxembourg financial supervisor, home of many EU investment funds.'],
  ['CBI', 'Central Bank of Ireland', 'IE', 'national', 'central-bank', 'https://www.centralbank.ie', 'https://www.centralbank.ie/rss/news', 'rss', 'en', 3, 'prudential conduct consumer crypto', 'The Irish central bank and integrated financial regulator.'],
  ['FINMA', 'Swiss Financial Market Supervisory Authority', 'CH', 'national', 'prudential', 'https://www.finma.ch', 'https://www.finma.ch/en/rss/news/', 'rss', 'en', 3, 'prudential aml esg op-resilience crypto', 'The Swiss integrated financial supervisor.'],
  ['FI', 'Finansinspektionen', 'SE', 'national', 'prudential', 'https://www.fi.se', 'https://www.fi.se/en/rss/published/', 'rss', 'en', 2, 'prudential consumer aml esg', 'The Swedish financial supervisory authority.'],
  // Asia-Pacific and the Americas
  ['MAS', 'Monetary Authority of Singapore', 'SG', 'national', 'central-bank', 'https://www.mas.gov.sg', 'https://www.mas.gov.sg/news/rss', 'rss', 'en', 4, 'prudential conduct esg ai crypto payments op-resilience aml', 'Singapore’s central bank and integrated financial regulator.'],
  ['HKMA', 'Hong Kong Monetary Authority', 'HK', 'national', 'central-bank', 'https://www.hkma.gov.hk', 'https://www.hkma.gov.hk/eng/other-information/rss/', 'rss', 'en', 3, 'prudential crypto payments esg', 'Hong Kong’s central banking institution and banking supervisor.'],
  ['SFC', 'Securities and Futures Commission', 'HK', 'national', 'securities', 'https://www.sfc.hk', 'https://www.sfc.hk/en/RSS-Feeds/Press-releases', 'rss', 'en', 2, 'conduct crypto market-abuse', 'Hong Kong’s securities regulator.'],
  ['JFSA', 'Financial Services Agency', 'JP', 'national', 'prudential', 'https://www.fsa.go.jp/en/', 'https://www.fsa.go.jp/fsaNewsListAll_rss2.xml', 'rss', 'en', 2, 'prudential esg crypto', 'Japan’s integrated financial regulator.'],
  ['CAC', 'Cyberspace Administration of China', 'CN', 'national', 'data-protection', 'https://www.cac.gov.cn', 'https://www.cac.gov.cn/rss.xml', 'rss', 'zh', 1, 'ai data-protection', 'China’s internet regulator; issues the rules on generative AI and algorithmic recommendations.'],
  ['APRA', 'Australian Prudential Regulation Authority', 'AU', 'national', 'prudential', 'https://www.apra.gov.au', 'https://www.apra.gov.au/news-and-publications/rss', 'rss', 'en', 2, 'prudential op-resilience esg', 'Australia’s prudential regulator of banks, insurers and superannuation.'],
  ['ASIC', 'Australian Securities and Investments Commission', 'AU', 'national', 'conduct', 'https://asic.gov.au', 'https://asic.gov.au/newsroom/rss/', 'rss', 'en', 3, 'conduct consumer esg crypto market-abuse', 'Australia’s corporate, markets and financial services regulator.'],
  ['OSFI', 'Office of the Superintendent of Financial Institutions', 'CA', 'national', 'prudential', 'https://www.osfi-bsif.gc.ca', 'https://www.osfi-bsif.gc.ca/en/news/rss', 'rss', 'en', 2, 'prudential esg ai op-resilience', 'Canada’s prudential regulator of banks and insurers.'],
];

export const REGULATORS: readonly RegulatorRow[] = ROWS.map(
  ([code, name, country, level, kind, website, feed, feedKind, language, volume, themes, description]) => ({
    code,
    name,
    country,
    level,
    kind,
    website,
    feed,
    feedKind,
    language,
    volume,
    themes: themes.split(' '),
    description,
  }),
);
