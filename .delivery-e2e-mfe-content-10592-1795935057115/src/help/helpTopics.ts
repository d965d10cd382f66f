// The help center's topics and the questions under each (texts in the content namespace,
// help.topics.{topic}.title and help.topics.{topic}.questions.{question}.q / .a).
export const HELP_TOPICS = {
  orders: ['track', 'late', 'cancel'],
  payment: ['methods', 'failed', 'currency'],
  account: ['login', 'password', 'verification'],
  coupons: ['claim', 'use'],
} as const;

export type HelpTopic = keyof typeof HELP_TOPICS;
export const HELP_TOPIC_KEYS = Object.keys(HELP_TOPICS) as HelpTopic[];
