import { packageCommands, PACKAGE_MANAGERS, type PackageCommand } from "~/lib/package-manager";
import { CodeBlock } from "./CodeBlock";
import { Tab, Tabs } from "./Tabs";

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** npm, yarn, pnpm and bun commands from one command, as grouped tabs. */
export function PackageManagerTabs({ command, uid }: { command: PackageCommand; uid?: string }) {
  const commands = packageCommands(command);
  return (
    <Tabs groupId="package-manager" uid={uid}>
      {PACKAGE_MANAGERS.map((pm) => (
        <Tab key={pm} label={pm}>
          <CodeBlock lang="bash" html={`<pre class="shiki"><code><span class="line">${escape(commands[pm])}</span></code></pre>`} />
        </Tab>
      ))}
    </Tabs>
  );
}
