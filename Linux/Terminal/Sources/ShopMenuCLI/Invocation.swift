import Foundation
import ShopMenu

/// What a person asked `shopmenu` to do: the parsed command line.
public struct Invocation: Sendable, Hashable {
  /// A subcommand.
  public enum Command: Sendable, Hashable {
    /// Interactive menu on the app's state machine.
    case browse
    /// The whole menu, indented.
    case tree
    /// Counts and diagnostics; exit 1 when there are diagnostics.
    case validate
    /// Entries whose label matches, with breadcrumbs.
    case search(String)
    /// Refresh the cache from the API and say what changed.
    case fetch
    /// Print the help text.
    case help
    /// Print the version.
    case version

    /// The name typed on the command line.
    public var name: String {
      switch self {
      case .browse: return "browse"
      case .tree: return "tree"
      case .validate: return "validate"
      case .search: return "search"
      case .fetch: return "fetch"
      case .help: return "help"
      case .version: return "version"
      }
    }
  }

  /// Where the menu comes from.
  public enum Source: Sendable, Hashable {
    /// Network, then cache, then bundled snapshot; `endpoint` replaces the shop's URL.
    case automatic(endpoint: URL?)
    /// Cache, then bundled snapshot; no network.
    case offline
    /// A feed file (either format).
    case file(String)
  }

  /// `--shop`, or `nil` when not given (bonprix, or for `--file` the shop of the feed's format).
  public var shop: ShopConfiguration.Shop?
  /// `--file`, `--offline`, `--endpoint`.
  public var source: Source = .automatic(endpoint: nil)
  /// `--cache-dir`.
  public var cacheDirectory: String?
  /// `--json`.
  public var json = false
  /// `--timeout`, in seconds.
  public var timeout: Double?
  /// The command; `nil` means the default (see ``resolvedCommand(stdinIsTerminal:)``).
  public var command: Command?

  /// Creates an invocation (tests build expected values with it).
  public init(
    shop: ShopConfiguration.Shop? = nil, source: Source = .automatic(endpoint: nil),
    cacheDirectory: String? = nil, json: Bool = false, timeout: Double? = nil,
    command: Command? = nil
  ) {
    self.shop = shop
    self.source = source
    self.cacheDirectory = cacheDirectory
    self.json = json
    self.timeout = timeout
    self.command = command
  }

  /// The command to run when none was given: `browse` when stdin is a terminal, `tree` otherwise
  /// (a pipe or a file cannot answer a prompt, and the tree is what a script or a log wants) or
  /// with `--json`.
  public func resolvedCommand(stdinIsTerminal: Bool) -> Command {
    if let command { return command }
    return stdinIsTerminal && !json ? .browse : .tree
  }

  /// Seconds the network may take, retries included, when `--timeout` is not given.
  public static func defaultTimeout(for command: Command) -> Double {
    command == .fetch ? 30 : 10
  }

  /// The longest `--timeout` accepted.
  public static let maximumTimeout: Double = 600
}

/// A command line that cannot be run; printed with the usage line (unless it would not help),
/// exit code 2.
public struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, one sentence.
  public let message: String
  /// Whether the usage line is printed with it. A mistyped command gets only a hint to
  /// `--help`: the synopsis does not list the commands.
  public let showsUsage: Bool

  /// Creates a usage error.
  public init(_ message: String, showsUsage: Bool = true) {
    self.message = message
    self.showsUsage = showsUsage
  }

  public var description: String { message }
}

// MARK: - Parsing

extension Invocation {
  /// Parses the arguments after the program name.
  ///
  /// Options may come before or after the command, as `--name value` or `--name=value`; `--`
  /// ends the options. `-h`/`--help` and `--version` win over everything else except a usage
  /// error that comes before them.
  public static func parse(_ arguments: [String]) throws -> Invocation {
    var invocation = Invocation()
    var positionals: [String] = []
    var seen: Set<String> = []
    var index = 0
    var optionsEnded = false

    func value(for option: String, inline: String?) throws -> String {
      if let inline { return inline }
      index += 1
      guard index < arguments.count else { throw UsageError("\(option) needs a value.") }
      return arguments[index]
    }
    func once(_ option: String) throws {
      guard seen.insert(option).inserted else { throw UsageError("\(option) is given twice.") }
    }
    func setSource(_ source: Source, _ option: String) throws {
      let conflicting = seen.intersection(["--file", "--offline", "--endpoint"]).subtracting([
        option
      ])
      if let other = conflicting.sorted().first {
        throw UsageError("\(option) cannot be combined with \(other).")
      }
      try once(option)
      invocation.source = source
    }

    while index < arguments.count {
      let argument = arguments[index]
      defer { index += 1 }
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inline: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      switch name {
      case "-h", "--help":
        return Invocation(command: .help)
      case "--version":
        return Invocation(command: .version)
      case "--shop":
        try once(name)
        let text = try value(for: name, inline: inline)
        guard let shop = ShopConfiguration.Shop(rawValue: text.lowercased()) else {
          throw UsageError("Unknown shop \"\(text)\"; choose bonprix or mytoys.")
        }
        invocation.shop = shop
      case "--file":
        let path = try value(for: name, inline: inline)
        guard !path.isEmpty else { throw UsageError("--file needs a path.") }
        try setSource(.file(path), name)
      case "--offline":
        guard inline == nil else { throw UsageError("--offline takes no value.") }
        try setSource(.offline, name)
      case "--endpoint":
        let text = try value(for: name, inline: inline)
        guard let url = ShopConfiguration.acceptableOverrideURL(text) else {
          throw UsageError(
            "--endpoint must be an https URL (plain http only on localhost, 127.x.x.x or ::1).")
        }
        try setSource(.automatic(endpoint: url), name)
      case "--cache-dir":
        try once(name)
        let path = try value(for: name, inline: inline)
        guard !path.isEmpty else { throw UsageError("--cache-dir needs a folder.") }
        invocation.cacheDirectory = path
      case "--json":
        guard inline == nil else { throw UsageError("--json takes no value.") }
        try once(name)
        invocation.json = true
      case "--timeout":
        try once(name)
        let text = try value(for: name, inline: inline)
        guard let seconds = Double(text), seconds.isFinite, seconds > 0,
          seconds <= maximumTimeout
        else {
          throw UsageError(
            "--timeout must be a number of seconds above 0 and at most \(Int(maximumTimeout)).")
        }
        invocation.timeout = seconds
      default:
        throw UsageError("Unknown option \(name).")
      }
    }

    invocation.command = try command(from: positionals)
    try invocation.checkCombinations()
    return invocation
  }

  private static func command(from positionals: [String]) throws -> Command? {
    guard let name = positionals.first else { return nil }
    let rest = Array(positionals.dropFirst())
    let command: Command
    switch name {
    case "browse": command = .browse
    case "tree": command = .tree
    case "validate": command = .validate
    case "fetch": command = .fetch
    case "help": command = .help
    case "version": command = .version
    case "search":
      let text = rest.joined(separator: " ").trimmingCharacters(in: .whitespaces)
      guard !text.isEmpty else { throw UsageError("search needs the text to look for.") }
      return .search(text)
    default:
      throw UsageError("Unknown command '\(name)'.", showsUsage: false)
    }
    guard rest.isEmpty else {
      throw UsageError("\(name) takes no arguments (found \"\(rest[0])\").")
    }
    return command
  }

  private func checkCombinations() throws {
    switch (command, source) {
    case (.fetch?, .file), (.fetch?, .offline):
      throw UsageError("fetch needs the network; it cannot be combined with --file or --offline.")
    default:
      break
    }
    if json, let command, [.browse, .help, .version].contains(command) {
      throw UsageError("--json works with tree, validate, search and fetch, not \(command.name).")
    }
  }
}
