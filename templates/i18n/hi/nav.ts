import type { Text } from '../en.ts';

export const nav: Text['nav'] = {
  '/cars': 'इलेक्ट्रिक कारें',
  '/find': 'अपनी EV चुनें',
  '/compare': 'तुलना करें',
  '/calculator': 'कैलकुलेटर',
  '/ev-incentives': 'इंसेंटिव',
  '/ev-loans': 'लोन और EMI',
  '/upcoming': 'आने वाली कारें',
  '/blog': 'ब्लॉग',
  '/privacy-policy': 'प्राइवेसी पॉलिसी',
  '/terms-of-service': 'सेवा की शर्तें',
  '/disclaimer': 'डिस्क्लेमर',
  '/contact': 'संपर्क करें',
};
