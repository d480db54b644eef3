import type { TAnnouncementFamily, TStaffAnnouncement, TStaffAnnouncementSummary } from '@carnet/contract';

/** The office's announcement to 3B asking for an acknowledgement, as the staff API answers it. */
export const tripSummary: TStaffAnnouncementSummary = {
  id: 5,
  title: 'Museum trip on Friday',
  senderName: 'Nadia Roux',
  audienceLabel: '3B',
  // 08:00 at the school (Europe/Paris).
  createdAt: '2026-11-26T07:00:00.000Z',
  deliverAt: '2026-11-26T07:00:00.000Z',
  asksAcknowledgement: true,
  isUrgent: false,
  counts: { families: 28, read: 20, acknowledged: 12 },
  remindedAt: null,
};

export const martinFamily: TAnnouncementFamily = {
  familyId: 1,
  familyName: 'Martin',
  pupils: ['Hugo Martin (3B)'],
  readAt: '2026-11-26T08:00:00.000Z',
  acknowledgedAt: '2026-11-26T08:05:00.000Z',
  acknowledgedBy: 'Camille Martin',
};
export const duboisFamily: TAnnouncementFamily = {
  familyId: 2,
  familyName: 'Dubois',
  pupils: ['Emma Dubois (3B)'],
  readAt: '2026-11-26T09:00:00.000Z',
  acknowledgedAt: null,
  acknowledgedBy: null,
};
export const petitFamily: TAnnouncementFamily = {
  familyId: 3,
  familyName: 'Petit',
  pupils: ['Louis Petit (3B)'],
  readAt: null,
  acknowledgedAt: null,
  acknowledgedBy: null,
};

export const trip: TStaffAnnouncement = {
  ...tripSummary,
  body: 'Bring a packed lunch.',
  files: [{ id: 3, name: 'trip.pdf', mediaType: 'application/pdf', size: 1200 }],
  families: [duboisFamily, martinFamily, petitFamily],
};
