import Foundation
import ShopMenu

/// The exit codes of `shopmenu`; a public contract.
public enum ExitCode {
  /// Success.
  public static let success: Int32 = 0
  /// `validate` found diagnostics.
  public static let diagnostics: Int32 = 1
  /// The command line cannot be run; a usage line was printed.
  public static let usage: Int32 = 2
  /// No usable menu (unreadable file, not a feed, too large or deep, network failed with no
  /// fallback; for `fetch` and `validate`, which never fall back, the API could not be reached
  /// or sent no usable feed); one sentence on stderr.
  public static let noMenu: Int32 = 3
}

/// `shopmenu`, the terminal front end: browse a shop's menu on the app's own state machine and
/// check the navigation API's feeds.
public enum ShopMenuCLI {
  /// The program's version.
  public static let version = "1.0.0"

  /// The one-line synopsis printed with usage errors.
  public static let usageLine =
    "usage: shopmenu [--shop bonprix|mytoys] [--file PATH | --offline | --endpoint URL] "
    + "[--cache-dir DIR] [--timeout SECONDS] [--json] [COMMAND]"

  /// The text `--help` prints.
  public static let helpText = """
    shopmenu \(version): a shop's navigation menu in the terminal, on the same state machine as
    the iOS app, and a contract checker for the navigation API.

    \(usageLine)

    Commands:
      browse           interactive menu (default when stdin is a terminal)
      tree             the whole menu, indented, with kind and URL
                       (default when stdin is not a terminal, or with --json)
      validate         check the feed the API returns (or --file, --offline): entries,
                       depth, diagnostics; exit 0 clean, 1 diagnostics, 3 no usable feed
      search TEXT      matching entries with breadcrumbs
      fetch            refresh the cache from the API and say what changed

    Options:
      --shop bonprix|mytoys   the shop (default bonprix; with --file, the feed's format); a
                              feed in the other shop's format is read with a warning, and
                              validate does not call it clean
      --file PATH             read a feed file (either shop's format, detected)
      --offline               no network: the cached menu, else the bundled snapshot
      --endpoint URL          use this navigation URL instead of the shop's (https; plain
                              http only on localhost, 127.x.x.x or ::1)
      --cache-dir DIR         where the last good menu is kept (default: the user's cache
                              folder, ShopMenu; with --endpoint, a folder of its own there)
      --timeout SECONDS       give up on the network after this long, retries included
                              (default 30 for fetch, 10 otherwise)
      --json                  machine-readable output for tree, validate, search and fetch
      -h, --help              this text
      --version               the version

    Without --file or --offline the menu comes from the network, else the cache, else the
    snapshot bundled with this program; every command says which source it used and how old
    it is. fetch and validate never fall back: validate checks only what the API returns, and
    fetch leaves the cached menu as it was; when the API cannot be reached or sends no usable
    feed, both say why and exit 3.

    browse: type a number to open a category or a link, b to go back, /TEXT to search,
    r to refresh, m to open the menu again after a link, g URL to follow a link in the page
    shown (through the web view's rules), q to quit. It reads commands from a pipe too, for
    scripts.

    Environment:
      SHOPMENU_API_KEY   the navigation API key (default: the shop's built-in key; never
                         printed)
      NO_COLOR           set to anything to turn off colour and the spinner (they are off
                         anyway when the output is not a terminal)

    Exit codes: 0 success, 1 validate found diagnostics, 2 usage error, 3 no usable menu (for
    fetch and validate: the API could not be reached or sent no usable feed).
    """

  /// Runs `shopmenu` with the arguments after the program name and returns its exit code.
  @MainActor
  public static func run(
    _ arguments: [String], console: Console, dependencies: CLIDependencies
  ) async -> Int32 {
    let invocation: Invocation
    do {
      invocation = try Invocation.parse(arguments)
    } catch {
      console.err("shopmenu: \(TerminalText.safe("\(error)", maximumLength: 1000))")
      if (error as? UsageError)?.showsUsage == false {
        console.err("Run 'shopmenu --help' for the list of commands.")
      } else {
        console.err(usageLine)
        console.err("Run 'shopmenu --help' for more.")
      }
      return ExitCode.usage
    }
    let command = invocation.resolvedCommand(stdinIsTerminal: console.stdinIsTerminal)
    switch command {
    case .help:
      console.out(helpText)
      return ExitCode.success
    case .version:
      console.out("shopmenu \(version)")
      return ExitCode.success
    default:
      break
    }

    let noColor =
      !(dependencies.environment["NO_COLOR"] ?? "").isEmpty
      || dependencies.environment["TERM"] == "dumb"
    let style = Style(enabled: console.stdoutIsTerminal && !noColor)
    let spinnerEnabled = console.stderrIsTerminal && !noColor
    let text = TextRenderer(style: style)
    let loader = MenuLoader(invocation: invocation, dependencies: dependencies, command: command)

    if command == .browse {
      return await Browser(
        loader: loader, console: console, text: text, dependencies: dependencies,
        spinnerEnabled: spinnerEnabled
      ).run()
    }
    if command == .fetch {
      return await FetchCommand(
        loader: loader, console: console, text: text, now: dependencies.now(),
        spinnerEnabled: spinnerEnabled
      ).run(json: invocation.json)
    }

    let loaded: LoadedMenu
    do {
      loaded = try await loader.load { message in
        let spinner = Spinner(console: console, message: message)
        spinner.start(enabled: spinnerEnabled)
        return spinner
      }
    } catch {
      console.err("shopmenu: \(TerminalText.safe("\(error)", maximumLength: 2000))")
      return ExitCode.noMenu
    }
    let source = SourceReport(loaded, now: dependencies.now())
    if let failure = loaded.networkFailure {
      console.err(
        "shopmenu: \(TerminalText.safe(failure, maximumLength: 1000)) Using the "
          + "\(TerminalText.safe(source.description, maximumLength: 2000)) instead.")
    }
    if let mismatch = loaded.formatMismatch {
      console.err(TerminalText.safe(mismatch.warning(for: loaded), maximumLength: 3000))
    }

    let reports = MenuReports(loaded: loaded, source: source, console: console, text: text)
    switch command {
    case .tree:
      return reports.tree(json: invocation.json)
    case .validate:
      return reports.validate(json: invocation.json)
    case .search(let query):
      return reports.search(query, json: invocation.json)
    case .browse, .fetch, .help, .version:
      return ExitCode.success
    }
  }

  /// Runs `shopmenu` for the current process: its arguments, environment and standard streams.
  @MainActor
  public static func main() async -> Int32 {
    let environment = ProcessInfo.processInfo.environment
    return await run(
      Array(CommandLine.arguments.dropFirst()), console: .standard(),
      dependencies: .live(environment: environment))
  }
}
