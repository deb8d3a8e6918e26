import AccountBalance from '@mui/icons-material/AccountBalance';
import { defineWebArea, full } from '../web-area.ts';

/** IMPACT (initiatives, experts) on the web: its menu group. */
export const impactArea = defineWebArea({
  id: 'impact',
  menu: {
    label: 'IMPACT',
    icon: AccountBalance,
    visible: full,
    home: ['ImpactReporting', 'Overview'],
    rows: [
      ['ImpactInitiatives', 'Initiatives'],
      ['ImpactExperts', 'Experts'],
      ['ImpactTopics', 'Topics'],
      ['ImpactAbout', 'About IMPACT'],
    ],
  },
});
