import { Help, type Argument, type Command, type Option } from "commander";

/**
 * Commander speaks English and has no translations: its help is configured through its own hooks
 * (titles, help option and command, option descriptions) and its parse errors, whose texts it fixes
 * in lib/command.js, are rewritten here one pattern each. Anything not matched passes unchanged.
 */
const TITLES: Record<string, string> = {
  "Usage:": "Uso:",
  "Options:": "Opções:",
  "Global Options:": "Opções globais:",
  "Commands:": "Comandos:",
  "Arguments:": "Argumentos:",
};

const ERRORS: [RegExp, (...m: string[]) => string][] = [
  [/^error: required option '(.+)' not specified$/, (f) => `erro: a opção obrigatória ${f} não foi informada`],
  [/^error: missing required argument '(.+)'$/, (a) => `erro: falta o argumento obrigatório <${a}>`],
  [/^error: option '(.+)' argument missing$/, (f) => `erro: a opção ${f} precisa de um valor`],
  [/^error: option '(.+)' argument '(.*)' is invalid\. Allowed choices are (.+)\.$/, (f, v, c) => `erro: ${v} não é um valor válido para ${f}; valores possíveis: ${c}`],
  [/^error: option '(.+)' argument '(.*)' is invalid\.(.*)$/, (f, v, rest) => `erro: ${v} não é um valor válido para ${f}.${rest}`],
  [/^error: unknown option '(.+)'$/, (f) => `erro: opção desconhecida ${f}`],
  [/^error: unknown command '(.+)'$/, (c) => `erro: comando desconhecido ${c}`],
  [/^error: too many arguments(?: for '(.+)')?\. Expected (\d+) arguments? but got (\d+)\.$/, (cmd, n, got) => `erro: argumentos demais${cmd ? ` para ${cmd}` : ""}: esperado${n === "1" ? "" : "s"} ${n}, recebido${got === "1" ? "" : "s"} ${got}`],
  [/^\(Did you mean one of (.+)\?\)$/, (l) => `(Você quis dizer um destes: ${l}?)`],
  [/^\(Did you mean (.+)\?\)$/, (s) => `(Você quis dizer ${s}?)`],
  [/^\(add --help for additional information\)$/, () => "(use --help para ver a ajuda)"],
];

/** One error text of commander's, line by line, in Portuguese. */
export function translateCommanderError(text: string): string {
  return text.split("\n").map((line) => {
    for (const [pattern, say] of ERRORS) {
      const m = pattern.exec(line);
      if (m) return say(...m.slice(1));
    }
    return line;
  }).join("\n");
}

/** `(padrão: …)` and `(valores: …)` after an option's or argument's description, as commander would add in English. */
function withExtras(description: string, o: { defaultValue?: unknown; defaultValueDescription?: string; argChoices?: string[] }): string {
  const extras: string[] = [];
  if (o.argChoices) extras.push(`valores: ${o.argChoices.join(", ")}`);
  if (o.defaultValue !== undefined && o.defaultValue !== false) extras.push(`padrão: ${o.defaultValueDescription ?? JSON.stringify(o.defaultValue)}`);
  return extras.length ? `${description} (${extras.join(", ")})`.trim() : description;
}

const placeholders = (usage: string) => usage.replace("[options]", "[opções]").replace("[command]", "[comando]");

const HELP: Partial<Help> = {
  // The placeholders of the usage line and of each command's term are fixed English in commander's Help.
  commandUsage(this: Help, cmd: Command) {
    return placeholders(Help.prototype.commandUsage.call(this, cmd));
  },
  subcommandTerm(this: Help, cmd: Command) {
    return placeholders(Help.prototype.subcommandTerm.call(this, cmd));
  },
  styleTitle: (title: string) => TITLES[title] ?? title,
  optionDescription: (option: Option) => withExtras(option.description, option),
  argumentDescription: (argument: Argument) => withExtras(argument.description, argument),
};

/** Applies the Portuguese help and errors to `cmd` and every subcommand (call after all are added). */
export function inPortuguese(cmd: Command): Command {
  cmd
    .configureHelp(HELP)
    .helpOption("-h, --help", "mostra esta ajuda")
    .configureOutput({ outputError: (text, write) => write(translateCommanderError(text)) });
  if (cmd.commands.length > 0) cmd.helpCommand("help [comando]", "mostra a ajuda de um comando");
  cmd.commands.forEach(inPortuguese);
  return cmd;
}
