import type { Locale } from "@/lib/i18n";

/*
 * Words that say nothing about a topic, per language, folded (no accents, lower case): function
 * words, the verbs a question wraps its topic in ("do you offer", "can you build"), and the
 * fillers of informal writing ("hey guys", "lol"). English ones are left out in every edition:
 * visitors mix languages, and the pages use English terms.
 */
export const stopWords: Partial<Record<Locale, string>> = {
  en: "a an and are as at be been but by can could did do does for from get got has have help how i if in is it its me my need of on or our please should so the that their them there this to us was we what when where which who why will with would you your about want know tell much many any some just like than then also actually show make build sell offer provide fix repair use used using work working done doing does yo hey hi hello guys folks u ur r pls plz thanks thank thx lol stuff thing things gonna wanna kinda sorta ok okay really maybe anyone someone something anything there here going go",
  de: "aber alle als am an auch auf bei bin bis bitte da das dass dem den der des die ein eine einem einen einer es euch euer eure gibt habt hat ich ihr ihre ihnen im in ist ja kann konnt konnen mal man mich mir mit nach noch nicht oder sie sind so uber um und uns von vom was welche welcher welches wer wie wir wo zu zum zur eigentlich gern gerne zusammen macht machen baut bauen verkauft programmiert reparieren hallo hi hey leute nen ne n bisschen irgendwie denn danke etwas sowas gibts hab habe hast haben wurde wurden werden wird konnte musst muss",
  zh: "的 了 吗 呢 吧 啊 是 有 在 和 与 或 也 都 就 还 会 能 要 想 我 你 您 他 她 我们 你们 他们 什么 怎么 怎样 如何 哪里 哪 一下 一个 可以 请问 这个 那个 一般 大概 么 样 做 帮 给 找 过 些 让 对 从 被 把 向 跟 个 很 更 又 再 才 说 问 用 里 后 前 能不能 有没有 应该 你好 您好 谢谢 啥 咋 咋办 呗 嘛 哈 那边 这边 东西 不 没 吗？ 是否 需要 想要 知道 帮助 帮我 告诉 了解 提供 有关 关于 一些 哪些 是不是 可不可以",
  es: "a al algo tal como con cual cuales de del donde el ella ellos en es esta este estos hay la las le les lo los mas me mi mis nos nuestro nuestros nuestra nuestras para pero por puede pueden que quien quiero se si sobre son su sus te tiene tienen un una uno usted ustedes y ya hacen hacer hola oye gracias porfa cosas cosa pueden podeis tienes teneis estan esta estoy hace hago ser muy tambien",
  fr: "a au aux avec ce ces c cest comment d dans de des du elle en est et etes il je l la le les leur mes mon nos notre nous on ou par pour pourquoi pouvez puis qu que quel quelle quels quelles qui sont sur un une vos votre vous y chez plus ca grace faites faire fait moi salut coucou bonjour merci truc trucs svp stp avez ai as sait savez peut peux etre",
};
