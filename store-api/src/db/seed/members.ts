import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_NICKNAME, DEMO_MEMBER_PASSWORD } from './demoMember';

export interface SeedMember {
  id: number;
  email: string;
  password: string;
  phone: string;
  username: string;
  nickname: string;
  certStatus: number;
  memo: string;
  growth: number;
  createTime: string;
}

export const demoMember: SeedMember = {
  id: 1,
  email: DEMO_MEMBER_EMAIL,
  password: DEMO_MEMBER_PASSWORD,
  phone: '',
  username: 'demo_shopper',
  nickname: DEMO_MEMBER_NICKNAME,
  certStatus: 1,
  memo: '',
  growth: 120,
  createTime: '2026-03-14T08:30:00.000Z',
};

// A second shopper whose order the demo member must never be able to read.
export const otherMember: SeedMember = {
  id: 2,
  email: 'other@topup.test',
  password: 'Other1234!',
  phone: '',
  username: 'other_shopper',
  nickname: 'Other Shopper',
  certStatus: 0,
  memo: '',
  growth: 0,
  createTime: '2026-09-02T15:45:00.000Z',
};

export const seedMembers: readonly SeedMember[] = [demoMember, otherMember];
