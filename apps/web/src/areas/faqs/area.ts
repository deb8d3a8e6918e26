import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import { defineWebArea, fullWith } from '../web-area.ts';

/** FAQs on the web: its menu group. */
export const faqsArea = defineWebArea({
  id: 'faqs',
  menu: {
    label: 'FAQs',
    icon: QuestionAnswer,
    visible: fullWith('faq'),
    home: ['FaqsAbout', 'Overview'],
    rows: [
      ['Faqs', 'FAQs'],
      ['FaqsThemes', 'Themes'],
      ['FaqsRisks', 'Risks'],
    ],
  },
});
