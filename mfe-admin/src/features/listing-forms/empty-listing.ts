import { qatarDate } from 'contracts/opening-hours';
import { closedWeek } from '../../components/weekly-hours-editor.tsx';

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
  // A new listing is a member from the day it is added, in Qatar.
  memberSince: qatarDate(new Date()),
  coverMediaId: null,
  galleryMediaIds: [],
});
