import { closedWeek } from '../../components/weekly-hours-editor.tsx';

/** Today in Qatar as YYYY-MM-DD: a new listing is a member from the day it is added. */
const todayInQatar = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Qatar' }).format(new Date());

/** A new listing's starting values: every text empty, closed all week, drafts until published. */
export const emptyListing = () => ({
  slug: '',
  name: { en: '', ar: '' },
  description: { en: '', ar: '' },
  address: { en: '', ar: '' },
  area: '',
  coordinates: { lat: '', lng: '' },
  phone: '',
  pricing: 'medium',
  hours: closedWeek(),
  specialHours: [],
  featured: false,
  status: 'draft',
  wheelchairAccessible: false,
  deliveryOptions: [],
  memberSince: todayInQatar(),
  coverMediaId: null,
  galleryMediaIds: [],
});
