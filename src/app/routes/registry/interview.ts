import { LOGIN_FACTS, type PageRegistry } from './types';

/** The interview pages (rule INTERVIEW-1): all need login, none is offered by any navigation. */
export const INTERVIEW_PAGES = {
  home: { title: '面试评价', trackingPage: 'home', needLogin: true },
  list: { title: '我的评价', trackingPage: 'evaluation_list', needLogin: true },
  fillin: { title: '填写评价', trackingPage: 'evaluation_fillin', needLogin: true },
  login: LOGIN_FACTS,
} satisfies PageRegistry<'interview'>;
