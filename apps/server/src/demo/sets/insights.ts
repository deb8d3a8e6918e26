import { escapeHtml, type DemoContext, type DemoItem, type DemoSet } from '../context.ts';
import { INSIGHTS, REGBITES } from '../data/insights.ts';
import { REGULATORS } from '../data/regulators.ts';

/** Paragraphs, `## ` headings and `- ` list lines as HTML. */
export function bodyHtml(blocks: readonly string[]): string {
  let html = '';
  let list: string[] = [];
  const flush = () => {
    if (list.length) html += `<ul>${list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    list = [];
  };
  for (const block of blocks) {
    if (block.startsWith('- ')) {
      list.push(block.slice(2));
      continue;
    }
    flush();
    html += block.startsWith('## ') ? `<h3>${escapeHtml(block.slice(3))}</h3>` : `<p>${escapeHtml(block)}</p>`;
  }
  flush();
  return html;
}

/** Insights in every workflow stage, regbites, the bulletins that collect them, and messages to the business. */
export function buildInsights(ctx: DemoContext): DemoSet {
  const rng = ctx.rng('insights');
  const news = ctx.items('newsitem');
  const website = new Map(REGULATORS.map((row) => [row.code, row.website]));
  const articles: DemoItem[] = INSIGHTS.map((row) => {
    const topicIds = new Set(ctx.refs('topic', row.topics));
    const related = news.filter((item) => (item.data.topics as string[]).some((id) => topicIds.has(id)));
    const published = row.stage === 'published' || row.stage === 'archived';
    return {
      key: row.title,
      stage: row.stage,
      by: row.by,
      createdAt: ctx.at(-(row.ago + 2 + rng.next() * 5)),
      data: {
        title: row.title,
        summary: row.summary,
        body: bodyHtml(row.body),
        author: row.author,
        ...(published ? { publishedOn: ctx.day(-row.ago) } : {}),
        regulators: ctx.refs('regulator', row.regulators),
        countries: [...row.countries],
        topics: [...topicIds],
        tags: [...row.tags],
        news: rng.some(related, 3).map((item) => item.id),
        impact: row.impact,
        audience: row.audience,
      },
    };
  });
  const regbites: DemoItem[] = REGBITES.map((row) => ({
    key: row.title,
    data: {
      title: row.title,
      text: row.text,
      publishedOn: ctx.day(-row.ago),
      regulator: ctx.ref('regulator', row.regulator),
      countries: [...row.countries],
      topics: ctx.refs('topic', row.topics),
      url: row.url ?? website.get(row.regulator)!,
    },
  }));
  const publishedArticles = INSIGHTS.filter((row) => row.stage === 'published');
  const recentNews = [...news].sort((a, b) => String(b.data.publishedAt).localeCompare(String(a.data.publishedAt)));
  const publications: DemoItem[] = [0, 1, 2, 3].map((week) => {
    const day = -7 * week - 1;
    const issue = new Date(ctx.day(day));
    return {
      key: `Weekly horizon ${week}`,
      data: {
        title: `Weekly horizon, ${issue.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`,
        publishedOn: ctx.day(day),
        audience: week % 2 === 0 ? 'external' : 'internal',
        introduction: `<p>This week: ${escapeHtml(publishedArticles[week]?.title ?? 'regulatory developments')}, and the week’s news from the regulators we follow.</p>`,
        articles: ctx.refs(
          'article',
          publishedArticles.slice(week * 2, week * 2 + 3).map((row) => row.title),
        ),
        regbites: ctx.refs(
          'regbite',
          REGBITES.slice(week * 2, week * 2 + 2).map((row) => row.title),
        ),
        news: recentNews.slice(week * 40, week * 40 + 6).map((item) => item.id),
        countries: ['EU', 'GB', 'US'],
        ...(week > 0
          ? {
              document: {
                name: `weekly-horizon-${ctx.day(day)}.pdf`,
                url: `https://intranet.example.com/horizon/${ctx.day(day)}.pdf`,
              },
            }
          : {}),
      },
    };
  });
  const comm = (
    title: string,
    channel: string,
    audience: string,
    ago: number,
    summary: string,
    about: readonly string[],
    topics: readonly string[],
    countries: readonly string[],
  ): DemoItem => ({
    key: title,
    data: {
      title,
      channel,
      audience,
      sentOn: ctx.day(-ago),
      summary,
      body: `<p>${escapeHtml(summary)}</p><p>Read the full insights on the platform and contact the Regulatory Intelligence team with questions.</p>`,
      countries: [...countries],
      topics: ctx.refs('topic', topics),
      articles: ctx.refs('article', about),
    },
  });
  return {
    article: articles,
    regbite: regbites,
    publication: publications,
    comm: [
      comm(
        'AI Act: action needed by credit teams',
        'email',
        'internal',
        11,
        'Credit scoring is a high-risk use under the AI Act, whatever date the Digital Omnibus settles for those obligations; credit model owners must complete the AI inventory by the end of the quarter.',
        ['AI Act: what banks must do before August 2026'],
        ['ai-act'],
        ['EU'],
      ),
      comm(
        'Client briefing: DORA one year on',
        'webinar',
        'external',
        28,
        'A 45-minute webinar for clients on registers of information, incident reporting and the CTPP oversight regime.',
        ['DORA one year on: registers, incidents and the first CTPP designations'],
        ['ict-risk', 'third-party-risk'],
        ['EU'],
      ),
      comm(
        'Monthly ESG bulletin',
        'newsletter',
        'external',
        78,
        'CSRD after the Omnibus, fund names guidelines and the EU Taxonomy simplification.',
        ['CSRD after the Omnibus: who still reports, and when', 'Greenwashing: ESMA fund names guidelines in force'],
        ['esg'],
        ['EU'],
      ),
      comm(
        'Board briefing: AMLA direct supervision',
        'briefing',
        'internal',
        58,
        'Briefing to the board risk committee on the likelihood of direct supervision by AMLA from 2028.',
        ['AMLA takes shape: what the selection methodology means for us'],
        ['aml-supervision'],
        ['EU'],
      ),
      comm(
        'Intranet: T+1 programme launched',
        'intranet',
        'internal',
        90,
        'Operations start the programme for the move to T+1 settlement in October 2027.',
        ['T+1 in Europe: the October 2027 switch'],
        ['market-structure'],
        ['EU', 'GB', 'CH'],
      ),
    ],
  };
}
