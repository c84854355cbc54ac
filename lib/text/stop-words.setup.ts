import { stopWords } from "@/lib/text/stop-words";
import { setStopWords } from "@/lib/text/words";

// Vitest: the stop words every test reads words with, as the browser gets them from the search
// index (lib/search-index.ts) and the build from the export's.
setStopWords(stopWords);
