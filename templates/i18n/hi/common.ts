import type { Text } from '../en.ts';

export const common: Text['common'] = {
  // Breadcrumbs
  breadcrumb: 'ब्रेडक्रंब',
  // Pagination
  previous: 'पिछला',
  next: 'अगला',
  pageNumber: 'पेज {page}',
  // SearchControls
  search: 'खोजें',
  carSearchPrompt: 'कार या ब्रांड के नाम से खोजें',
  carSearchPlaceholder: 'कार या ब्रांड के नाम से खोजें...',
  searchKinds: { car: 'कारें', post: 'लेख', glossary: 'ग्लॉसरी', guide: 'गाइड' },
  // PostCard
  featured: 'ख़ास',
  readArticle: 'पूरा लेख पढ़ें',
  readArticleLabel: 'पूरा लेख पढ़ें: {title}',
  // Toaster
  launchCalendar: 'आने वाले सभी लॉन्च अपने कैलेंडर में (.ics)',
  notifyMe: 'मुझे बताएं',
  notifyMeLabel: 'मुझे बताएं: {car} के लॉन्च का कैलेंडर रिमाइंडर',
  watching: 'वॉच लिस्ट में',
  watchingLabel: '{car} वॉच लिस्ट में: रिमाइंडर फिर से डाउनलोड करें',
  watchingTitle: '{car} वॉच लिस्ट में जुड़ गई',
  watchingText: 'इस डिवाइस पर सेव है: आने वाली कारें देखें। {month} का रिमाइंडर कैलेंडर में जोड़ने के लिए डाउनलोड हुई फ़ाइल खोलें। कुछ भेजा नहीं गया।',
  dismissNotification: 'सूचना हटाएं',
  // A car's figures, as cards label them
  price: 'कीमत',
  range: 'रेंज',
  battery: 'बैटरी',
  power: 'पावर',
  // Upcoming cars' cards
  expectedPrice: 'अनुमानित कीमत',
  expectedRange: 'अनुमानित रेंज',
  notAnnounced: 'घोषणा नहीं हुई',
  upcomingMeta: '{brand} · {body} · {launch} में आने की उम्मीद',
  upcomingStatus: {
    'Coming Soon': 'जल्द आ रही है',
    'Testing Phase': 'टेस्टिंग जारी',
    'Pre-Production': 'प्री-प्रोडक्शन',
    'Pre-launch': 'लॉन्च से पहले',
    Development: 'डेवलपमेंट में',
    Announced: 'घोषित',
  },
};
