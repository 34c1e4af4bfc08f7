import { packageCommands, PACKAGE_MANAGERS, type PackageCommand } from "~/shared/content/package-manager";
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
          {/* tabindex as shiki gives its blocks: a long command scrolls, and the keyboard must reach it. */}
          <CodeBlock
            lang="bash"
            html={`<pre class="shiki" tabindex="0"><code><span class="line">${escape(commands[pm])}</span></code></pre>`}
          />
        </Tab>
      ))}
    </Tabs>
  );
}
