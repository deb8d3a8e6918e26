/**
 * The market abuse surveillance function of the demo bank: the asset classes and product types it trades, the
 * MAR risks its business model exposes it to, the data feeds its surveillance platform reads, the people whose
 * conduct it reviews, its cases and its training scenarios. Every person and firm is fictional. Asset classes
 * and MAR risks are named by code, product types, person types, persons and feeds by name; regulations by key
 * (data/regulations.ts), topics by slug (data/topics.ts).
 */

/** [code, name, description]. */
// prettier-ignore
export const ASSET_CLASSES: readonly (readonly [string, string, string])[] = [
  ['EQ', 'Equities', 'Shares, depositary receipts and ETFs admitted to trading on EU and UK venues, traded for clients and as market maker.'],
  ['FI', 'Fixed income', 'Government, supranational and corporate bonds, on venue and over the counter.'],
  ['FX', 'Foreign exchange', 'FX spot, forwards and swaps; spot is outside MAR but surveilled for front running and benchmark conduct.'],
  ['CMD', 'Commodities', 'Spot power, gas and metals contracts related to commodity derivatives (MAR Art. 2(2)) and wholesale energy products (REMIT).'],
  ['LD', 'Listed derivatives', 'Futures and options traded on regulated markets: index, single-stock, interest rate and commodity.'],
  ['OTC', 'OTC derivatives', 'Interest rate swaps, credit default swaps and other bilateral derivatives whose value depends on a traded instrument or benchmark.'],
  ['CRY', 'Crypto-assets', 'Crypto-assets admitted to trading on crypto-asset platforms, in scope of the MiCA market abuse regime (Title VI).'],
  ['EUA', 'Emission allowances', 'EU emission allowances and auctioned products based on them, financial instruments under MiFID II Annex I C(11).'],
];

/** [name, asset class code]. */
// prettier-ignore
export const PRODUCTS: readonly (readonly [string, string])[] = [
  ['Shares', 'EQ'],
  ['Exchange-traded funds', 'EQ'],
  ['Depositary receipts', 'EQ'],
  ['Government bonds', 'FI'],
  ['Corporate bonds', 'FI'],
  ['FX spot', 'FX'],
  ['FX forwards', 'FX'],
  ['Spot power and gas', 'CMD'],
  ['Equity index futures', 'LD'],
  ['Single-stock options', 'LD'],
  ['Commodity futures', 'LD'],
  ['Interest rate swaps', 'OTC'],
  ['Credit default swaps', 'OTC'],
  ['Crypto-asset spot pairs', 'CRY'],
  ['EU allowances (spot and auctions)', 'EUA'],
  ['EUA futures', 'EUA'],
];

export interface MarRiskRow {
  code: string;
  title: string;
  behaviour:
    | 'insider-dealing'
    | 'unlawful-disclosure'
    | 'market-manipulation'
    | 'spoofing'
    | 'layering'
    | 'wash-trades'
    | 'marking-the-close'
    | 'front-running'
    | 'pump-and-dump'
    | 'cross-market-manipulation';
  /** Asset class codes; the first is the one coverage is recorded for. */
  classes: readonly [string, ...string[]];
  /** Product type names. */
  products: readonly string[];
  rating: 'high' | 'medium' | 'low';
  legal: string;
  indicators: string;
}

/**
 * The MAR risk register. Coverage is derived by position: the fifth (crypto) has none until the crypto venue
 * feed is onboarded, every fourth is partial.
 */
// prettier-ignore
export const MAR_RISKS: readonly MarRiskRow[] = [
  { code: 'MAR-01', title: 'Insider dealing ahead of corporate events', behaviour: 'insider-dealing', classes: ['EQ', 'FI', 'LD'], products: ['Shares', 'Corporate bonds', 'Single-stock options'], rating: 'high', legal: 'MAR Art. 8 and 14(a)', indicators: 'Positions opened or increased shortly before announcements of takeovers, results or trial data; first-time trading in the issuer; out-of-the-money options bought days before the news; trading by persons on an insider list or close to them.' },
  { code: 'MAR-02', title: 'Unlawful disclosure of inside information', behaviour: 'unlawful-disclosure', classes: ['EQ', 'FI'], products: ['Shares', 'Corporate bonds'], rating: 'high', legal: 'MAR Art. 10 and 14(c)', indicators: 'Chats or calls mentioning deal code names, pricing or timing outside the wall; market soundings not recorded under Art. 11; client trading soon after a conversation with a wall-crossed employee.' },
  { code: 'MAR-03', title: 'Spoofing and layering in listed futures', behaviour: 'spoofing', classes: ['LD', 'EQ'], products: ['Equity index futures', 'Shares'], rating: 'high', legal: 'MAR Art. 12(1)(a) and 12(2)(c)', indicators: 'Large orders on one side of the book, cancelled within seconds once a smaller order on the other side fills; several price levels layered and pulled together; high order-to-trade ratio concentrated around own executions.' },
  { code: 'MAR-04', title: 'Wash trades and improper matched orders', behaviour: 'wash-trades', classes: ['EQ', 'LD'], products: ['Shares', 'Exchange-traded funds', 'Equity index futures'], rating: 'medium', legal: 'MAR Art. 12(1)(a); Delegated Regulation (EU) 2016/522 Annex II', indicators: 'Buys and sells with no change in beneficial ownership; accounts of the same client or group trading with each other at the same price and size; volume that appears on thin instruments without economic purpose.' },
  { code: 'MAR-05', title: 'Crypto-asset market manipulation', behaviour: 'market-manipulation', classes: ['CRY'], products: ['Crypto-asset spot pairs'], rating: 'high', legal: 'MiCA Art. 91', indicators: 'Bursts of buy orders on low-liquidity tokens followed by sales into the rise; coordinated promotion on social media or messaging channels; self-matching between accounts of one client across platforms.' },
  { code: 'MAR-06', title: 'Marking the close', behaviour: 'marking-the-close', classes: ['EQ', 'LD'], products: ['Shares', 'Single-stock options'], rating: 'medium', legal: 'MAR Art. 12(2)(b)', indicators: 'Aggressive orders in the closing auction or last minutes that move the closing price; trading on days when derivatives expire or portfolios are valued; a price that reverts the next morning.' },
  { code: 'MAR-07', title: 'Front running of client orders', behaviour: 'front-running', classes: ['EQ', 'FI', 'FX'], products: ['Shares', 'Government bonds', 'FX forwards'], rating: 'high', legal: 'MAR Art. 7(1)(d), 8 and 14(a)', indicators: 'Proprietary or personal trades in the same direction shortly before a large client order is worked; profits realised when the client order moves the price; staff accounts trading instruments the desk is about to execute.' },
  { code: 'MAR-08', title: 'Benchmark manipulation', behaviour: 'market-manipulation', classes: ['OTC', 'FX', 'FI'], products: ['Interest rate swaps', 'FX forwards', 'Government bonds'], rating: 'high', legal: 'MAR Art. 12(1)(d)', indicators: 'Trading concentrated in the window of a fixing; submissions or quotes out of line with the market; positions whose value depends on the benchmark the desk contributes to; chats about where a fix should print.' },
  { code: 'MAR-09', title: 'Pump and dump in small-cap shares', behaviour: 'pump-and-dump', classes: ['EQ'], products: ['Shares'], rating: 'medium', legal: 'MAR Art. 12(1)(a) and (c)', indicators: 'A client building a position in an illiquid share, then positive rumours, research or posts, then the client selling into the rise; sudden retail volume in a share the bank rarely trades.' },
  { code: 'MAR-10', title: 'Cross-product manipulation between cash and derivatives', behaviour: 'cross-market-manipulation', classes: ['LD', 'EQ', 'OTC'], products: ['Equity index futures', 'Single-stock options', 'Shares', 'Credit default swaps'], rating: 'high', legal: 'MAR Art. 2(3) and 12(1)(a)–(b)', indicators: 'Trading in an underlying that moves the price while a larger derivative position gains; CDS bought before selling pressure on the reference entity’s bonds; activity split across desks or venues so no single alert fires.' },
  { code: 'MAR-11', title: 'Abusive squeeze in commodity and emission allowance markets', behaviour: 'market-manipulation', classes: ['CMD', 'EUA', 'LD'], products: ['Spot power and gas', 'EU allowances (spot and auctions)', 'EUA futures', 'Commodity futures'], rating: 'medium', legal: 'MAR Art. 12(2)(a) and (e)', indicators: 'A dominant position in deliverable supply before expiry; bids in an allowance auction out of line with the secondary market; spot trades that move the price used to settle a futures position.' },
];

export interface FeedRow {
  name: string;
  provider: string;
  dataKind: 'trades' | 'orders' | 'market-data' | 'reference-data' | 'communications' | 'news' | 'other';
  access: 'api' | 'sftp' | 'database' | 'web' | 'manual';
  frequency: 'continuous' | 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'semi-annual' | 'annual' | 'ad-hoc';
  /** Asset class codes. */
  classes: readonly string[];
  /** ISO 3166 codes, EU or INT. */
  countries: readonly string[];
  inUse: boolean;
}

/** The data sources the surveillance platform reads; the crypto venue feed is still being onboarded. */
// prettier-ignore
export const FEEDS: readonly FeedRow[] = [
  { name: 'Order management system orders', provider: 'Internal order management system', dataKind: 'orders', access: 'database', frequency: 'continuous', classes: ['EQ', 'FI', 'FX', 'LD', 'OTC', 'CMD', 'EUA'], countries: ['EU', 'GB', 'US'], inUse: true },
  { name: 'Executed trades (all desks)', provider: 'Internal trade repository', dataKind: 'trades', access: 'database', frequency: 'daily', classes: ['EQ', 'FI', 'FX', 'LD', 'OTC', 'CMD', 'EUA'], countries: ['EU', 'GB', 'US'], inUse: true },
  { name: 'Voice and e-communications archive', provider: 'Communications recording vendor', dataKind: 'communications', access: 'sftp', frequency: 'daily', classes: ['EQ', 'FI', 'FX', 'LD', 'OTC', 'CMD', 'EUA'], countries: ['DE', 'FR', 'GB', 'NL'], inUse: true },
  { name: 'Consolidated market data', provider: 'Market data vendor', dataKind: 'market-data', access: 'api', frequency: 'continuous', classes: ['EQ', 'FI', 'FX', 'LD', 'CMD', 'EUA'], countries: ['EU', 'GB', 'US'], inUse: true },
  { name: 'Instrument reference data', provider: 'ESMA FIRDS and the internal security master', dataKind: 'reference-data', access: 'sftp', frequency: 'daily', classes: ['EQ', 'FI', 'LD', 'OTC', 'EUA'], countries: ['EU'], inUse: true },
  { name: 'Issuer announcements and newswires', provider: 'Newswire vendor and officially appointed mechanisms', dataKind: 'news', access: 'api', frequency: 'continuous', classes: ['EQ', 'FI', 'CMD'], countries: ['EU', 'GB'], inUse: true },
  { name: 'Insider and restricted lists', provider: 'Control room', dataKind: 'other', access: 'database', frequency: 'daily', classes: ['EQ', 'FI', 'LD'], countries: ['EU', 'GB'], inUse: true },
  { name: 'Crypto venue order books and trades', provider: 'Crypto-asset trading platform APIs', dataKind: 'market-data', access: 'api', frequency: 'continuous', classes: ['CRY'], countries: ['INT'], inUse: false },
];

/** [name, description]. */
// prettier-ignore
export const PERSON_TYPES: readonly (readonly [string, string])[] = [
  ['Trader', 'Front-office employee who places orders and executes trades for the bank or its clients.'],
  ['Salesperson', 'Front-office employee who takes client orders and talks to clients about markets and deals.'],
  ['Research analyst', 'Employee who writes investment research and may be wall-crossed on transactions.'],
  ['Client', 'Institutional or private client whose orders the bank receives, executes or surveils.'],
  ['Issuer insider', 'Director, manager or adviser of an issuer with access to its inside information.'],
];

export interface PersonRow {
  name: string;
  /** Person type name. */
  type: string;
  organisation: string;
  position: string;
  /** ISO 3166 alpha-2. */
  country: string;
  insider: boolean;
}

/** Fictional people whose conduct surveillance reviews. */
// prettier-ignore
export const PERSONS: readonly PersonRow[] = [
  { name: 'Mara Velden', type: 'Trader', organisation: 'Equity Cash Trading', position: 'Senior trader, mid caps', country: 'DE', insider: false },
  { name: 'Jonas Ekwall', type: 'Trader', organisation: 'Equity Derivatives Trading', position: 'Index futures trader', country: 'GB', insider: false },
  { name: 'Tomasz Brzeski', type: 'Trader', organisation: 'Rates Trading', position: 'Government bond trader', country: 'DE', insider: false },
  { name: 'Oskar Lindqvist', type: 'Trader', organisation: 'Commodities and Emissions Trading', position: 'Emission allowances trader', country: 'NL', insider: false },
  { name: 'Chidi Okafor', type: 'Trader', organisation: 'Digital Assets Desk', position: 'Crypto-asset market maker', country: 'IE', insider: false },
  { name: 'Aurélie Ducasse', type: 'Salesperson', organisation: 'Equity Sales', position: 'Institutional sales, healthcare', country: 'FR', insider: true },
  { name: 'Ruben Achterberg', type: 'Salesperson', organisation: 'FX and Commodities Sales', position: 'Corporate sales', country: 'NL', insider: false },
  { name: 'Priya Ramanathan', type: 'Research analyst', organisation: 'Equity Research', position: 'Analyst, renewable energy', country: 'GB', insider: true },
  { name: 'Declan Moorcroft', type: 'Client', organisation: 'Kestrelgate Capital LLP', position: 'Portfolio manager', country: 'GB', insider: false },
  { name: 'Henrike Solberg', type: 'Client', organisation: 'Ardenvale Family Office', position: 'Principal', country: 'NO', insider: false },
  { name: 'Nikolai Draganov', type: 'Client', organisation: 'Private client', position: 'Retail investor', country: 'BG', insider: false },
  { name: 'Felix Oberhauser', type: 'Issuer insider', organisation: 'Corvane Biotherapeutics AG', position: 'Chief financial officer', country: 'AT', insider: true },
  { name: 'Silvia Marchetti', type: 'Issuer insider', organisation: 'Brightmoor Wind SE', position: 'Head of investor relations', country: 'IT', insider: true },
];

export interface CaseRow {
  ref: string;
  title: string;
  type: 'alert' | 'referral' | 'whistleblowing' | 'regulator-request' | 'training';
  /** MAR risk code. */
  risk: string;
  /** Person names. */
  persons: readonly string[];
  /** Days from the anchor date (negative: before). */
  opened: number;
  closed?: number;
  status: 'open' | 'investigating' | 'escalated' | 'closed';
  stor: boolean;
  /** Approval workflow stage. */
  stage: 'draft' | 'submitted' | 'approved' | 'retired';
}

/** Surveillance cases across the statuses and workflow stages; every closed case ended in a STOR. */
// prettier-ignore
export const CASES: readonly CaseRow[] = [
  { ref: 'SURV-2026-014', title: 'Layered bids in equity index futures ahead of a large sell order', type: 'alert', risk: 'MAR-03', persons: ['Jonas Ekwall'], opened: -200, closed: -141, status: 'closed', stor: true, stage: 'retired' },
  { ref: 'SURV-2026-022', title: 'Client purchases of Corvane shares and calls days before trial results', type: 'alert', risk: 'MAR-01', persons: ['Declan Moorcroft', 'Felix Oberhauser'], opened: -163, closed: -97, status: 'closed', stor: true, stage: 'approved' },
  { ref: 'SURV-2026-031', title: 'Sales chat passing deal timing to a client before announcement', type: 'referral', risk: 'MAR-02', persons: ['Aurélie Ducasse', 'Henrike Solberg'], opened: -121, status: 'escalated', stor: true, stage: 'approved' },
  { ref: 'SURV-2026-038', title: 'Matched trades between two accounts of one family office', type: 'alert', risk: 'MAR-04', persons: ['Henrike Solberg'], opened: -76, status: 'investigating', stor: false, stage: 'submitted' },
  { ref: 'SURV-2026-041', title: 'EUA futures position built up before an allowance auction', type: 'alert', risk: 'MAR-11', persons: ['Oskar Lindqvist'], opened: -58, closed: -19, status: 'closed', stor: true, stage: 'approved' },
  { ref: 'SURV-2026-047', title: 'Closing-auction orders moving the price of a thinly traded share', type: 'alert', risk: 'MAR-06', persons: ['Mara Velden'], opened: -41, status: 'investigating', stor: false, stage: 'submitted' },
  { ref: 'SURV-2026-052', title: 'Bond purchases on the desk ahead of a large client order', type: 'whistleblowing', risk: 'MAR-07', persons: ['Tomasz Brzeski'], opened: -27, status: 'escalated', stor: false, stage: 'submitted' },
  { ref: 'SURV-2026-058', title: 'Regulator request on trading in Brightmoor Wind bonds before its rights issue', type: 'regulator-request', risk: 'MAR-01', persons: ['Silvia Marchetti', 'Priya Ramanathan'], opened: -12, status: 'open', stor: false, stage: 'draft' },
  { ref: 'SURV-2026-061', title: 'Orders in a small-cap token after promotion in a messaging channel', type: 'referral', risk: 'MAR-05', persons: ['Nikolai Draganov', 'Chidi Okafor'], opened: -3, status: 'open', stor: false, stage: 'draft' },
];

export interface TrainingCaseRow {
  title: string;
  level: 'introductory' | 'intermediate' | 'advanced';
  /** Paragraphs. */
  scenario: readonly string[];
  /** Paragraphs. */
  analysis: readonly string[];
  lessons: string;
  /** Regulation keys. */
  regs: readonly string[];
  /** Topic slugs. */
  topics: readonly string[];
  /** Approval workflow stage. */
  stage: 'draft' | 'submitted' | 'approved' | 'retired';
}

/** Worked scenarios for market abuse training, in several workflow stages. */
// prettier-ignore
export const TRAINING_CASES: readonly TrainingCaseRow[] = [
  {
    title: 'The wall-crossed salesperson',
    level: 'introductory',
    scenario: [
      'A salesperson is wall-crossed on Tuesday for a placement of new shares by a listed medical devices company, to be announced on Thursday. She is added to the insider list of the deal.',
      'On Wednesday a long-standing client calls and asks whether “anything is coming” in the sector. She answers that he “might want to wait a couple of days before buying more”. The client cancels a buy order he had planned.',
    ],
    analysis: [
      'The size and timing of the placement are precise, non-public and likely to move the price: inside information under MAR Article 7. Hinting at them, even without naming the issuer, is a disclosure, and advising the client to wait is a recommendation based on it.',
      'The disclosure was not made in the normal exercise of her employment (Article 10), so it is unlawful under Article 14(c). Cancelling an order on the basis of inside information can itself be insider dealing (Article 8(1)), so the client is exposed too.',
    ],
    lessons: 'Once wall-crossed, say nothing about the deal or its timing, even as a hint. “Wait a few days” is a recommendation. Refer any client question to compliance and record it.',
    regs: ['MAR'],
    topics: ['market-abuse', 'insider-dealing'],
    stage: 'approved',
  },
  {
    title: 'Orders you never meant to fill',
    level: 'intermediate',
    scenario: [
      'A futures trader wants to sell 40 index futures. Before entering the sell order, he places bids for 600 contracts on four price levels below the best bid. The book looks heavy on the buy side and the price ticks up.',
      'His sell order fills at the higher price within seconds. He cancels all the bids less than a second later. The pattern repeats eleven times over three days. The surveillance platform raises a layering alert.',
    ],
    analysis: [
      'Orders that give false or misleading signals about supply, demand or price are market manipulation under MAR Article 12(1)(a). Article 12(2)(c) names placing and cancelling orders by any means of trading, including algorithmic, to create a false impression of demand. The intent shows in the pattern: orders on the other side, cancelled once the genuine order fills.',
      'The bank must report a reasonable suspicion without delay in a STOR under Article 16(2), including for orders that were never executed. As an algorithmic trading firm it must also keep controls that prevent such orders from its systems (MiFID II Article 17).',
    ],
    lessons: 'Every order you place must be one you are willing to have filled. Cancelled orders count. Surveillance looks at the order book, not just at trades.',
    regs: ['MAR', 'MiFID II'],
    topics: ['market-manipulation', 'surveillance'],
    stage: 'approved',
  },
  {
    title: 'Moving the gas price to win on the futures',
    level: 'advanced',
    scenario: [
      'A commodities desk holds a large short position in month-ahead gas futures that settle on a published day-ahead spot index. On the settlement day the desk sells unusually large volumes of day-ahead gas at falling prices, at a loss.',
      'The spot index settles 6% lower than the day before. The loss on the spot sales is far smaller than the gain on the futures. Chat messages between two traders joke about “helping the index along”.',
      'Two days later the national energy regulator asks the bank for all orders and communications of the desk on that day.',
    ],
    analysis: [
      'Trading in a spot commodity contract that is likely to affect the price of a related financial instrument is in scope of MAR (Article 2(2)(a)); trading in the derivative to profit from the manipulated spot price is covered by Article 12(1)(a) and, as a cross-product scheme, by Article 2(3).',
      'The day-ahead gas sales are also wholesale energy products under REMIT, whose Article 5 prohibits market manipulation and whose Article 15 requires persons professionally arranging transactions to notify suspicious ones. The bank may have to report to both the securities and the energy regulator.',
      'Surveillance that looks at spot and futures separately would miss the scheme: each leg looks ordinary on its own. Cross-product scenarios link positions in derivatives with trading in the underlying.',
    ],
    lessons: 'Losses in one market can be the price of manipulating another. Look at positions across products and desks together, and know which regulators each leg reports to.',
    regs: ['MAR', 'REMIT'],
    topics: ['market-manipulation', 'commodities'],
    stage: 'submitted',
  },
  {
    title: 'A token, a channel and a pump',
    level: 'intermediate',
    scenario: [
      'A private client of the bank’s crypto-asset service buys a small-cap token over a week, in many small orders, until he holds a large share of its free float.',
      'On Sunday evening a messaging channel with 40,000 followers announces an imminent “major exchange listing” of the token. The price triples overnight. The client sells his whole position by Monday noon; no listing follows.',
    ],
    analysis: [
      'Disseminating false or misleading information about a crypto-asset to secure its price, while holding a position to sell into the rise, is market manipulation under MiCA Article 91. MAR does not apply, since the token is not a financial instrument.',
      'As a person professionally arranging or executing transactions in crypto-assets, the bank must have systems to detect such orders and report reasonable suspicions to its competent authority without delay (MiCA Article 92). Without order and trade data from the crypto venues, surveillance sees only the client’s side.',
    ],
    lessons: 'MiCA brings the market abuse toolkit to crypto-assets. Watch concentrated accumulation followed by promotion and sales, and make sure the data to see it is onboarded.',
    regs: ['MiCA'],
    topics: ['mica', 'market-manipulation', 'surveillance'],
    stage: 'draft',
  },
  {
    title: 'Front running a block trade',
    level: 'intermediate',
    scenario: [
      'An asset manager asks the bond desk to buy a large block of a corporate bond over the afternoon. Before starting to work the order, a trader buys a smaller amount of the same bond for the bank’s own book.',
      'As the client order is executed the price rises. The trader sells the bank’s position to the client at the higher level and books a profit.',
    ],
    analysis: [
      'For persons charged with executing orders, information conveyed by a client about its pending orders is inside information when it is precise and likely to move the price (MAR Article 7(1)(d)). Trading ahead of it on own account is insider dealing under Articles 8 and 14(a).',
      'The conduct also breaches the duty to act in the client’s best interest and to execute orders fairly and promptly (MiFID II Articles 24 and 28). Information barriers between client execution and proprietary trading, and surveillance matching the two, are the expected controls.',
    ],
    lessons: 'A client’s pending order is inside information for the desk that holds it. Never trade ahead of it for the bank or yourself.',
    regs: ['MAR', 'MiFID II'],
    topics: ['insider-dealing', 'surveillance'],
    stage: 'retired',
  },
];
