// The help center's search: which questions the shopper's words find, in the page's language. A
// topic whose title holds the words shows all its questions.
import { HELP_TOPICS, HELP_TOPIC_KEYS, type HelpTopic } from './helpTopics';

export type HelpMatches = { topic: HelpTopic; questions: readonly string[] }[];

/** Case and width folded (full-width Latin letters as typed on a Chinese keyboard), spaces trimmed. */
export const foldForSearch = (text: string) => text.normalize('NFKC').toLocaleLowerCase().trim();

/** The page's translate function, as the help texts are read. */
type Translate = (key: string) => string;

export function matchingHelp(t: Translate, query: string): HelpMatches {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  const holds = (text: string) => {
    const folded = foldForSearch(text);
    return words.every((word) => folded.includes(word));
  };
  return HELP_TOPIC_KEYS.map((topic) => {
    const all: readonly string[] = HELP_TOPICS[topic];
    if (words.length === 0 || holds(t(`help.topics.${topic}.title`))) return { topic, questions: all };
    const questions = all.filter((question) =>
      holds(
        `${t(`help.topics.${topic}.questions.${question}.q`)} ${t(`help.topics.${topic}.questions.${question}.a`)}`,
      ),
    );
    return { topic, questions };
  }).filter((match) => match.questions.length > 0);
}
