import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `shopmenu` reads and writes: the process's standard streams, or a recording in tests.
///
/// Every line is written as given; callers pass outside text through ``TerminalText/safe(_:maximumLength:)``
/// before styling it.
public final class Console: @unchecked Sendable {
  /// Whether standard input is a terminal (a person can answer prompts).
  public let stdinIsTerminal: Bool
  /// Whether standard output is a terminal (colour is allowed).
  public let stdoutIsTerminal: Bool
  /// Whether standard error is a terminal (a spinner is allowed).
  public let stderrIsTerminal: Bool

  private let writeOut: @Sendable (String) -> Void
  private let writeErr: @Sendable (String) -> Void
  private let readInput: @Sendable () -> String?

  /// A console on closures.
  /// - Parameters:
  ///   - readLine: returns the next input line without its newline, `nil` at the end; called
  ///     off the main thread.
  ///   - out: writes text to standard output exactly as given.
  ///   - err: writes text to standard error exactly as given.
  public init(
    stdinIsTerminal: Bool, stdoutIsTerminal: Bool, stderrIsTerminal: Bool,
    readLine: @escaping @Sendable () -> String?,
    out: @escaping @Sendable (String) -> Void,
    err: @escaping @Sendable (String) -> Void
  ) {
    self.stdinIsTerminal = stdinIsTerminal
    self.stdoutIsTerminal = stdoutIsTerminal
    self.stderrIsTerminal = stderrIsTerminal
    self.readInput = readLine
    self.writeOut = out
    self.writeErr = err
  }

  /// The process's standard input, output and error.
  public static func standard() -> Console {
    Console(
      stdinIsTerminal: isTerminal(0), stdoutIsTerminal: isTerminal(1),
      stderrIsTerminal: isTerminal(2),
      readLine: { Swift.readLine(strippingNewline: true) },
      out: { FileHandle.standardOutput.write(Data($0.utf8)) },
      err: { FileHandle.standardError.write(Data($0.utf8)) })
  }

  private static func isTerminal(_ descriptor: Int32) -> Bool {
    #if os(Linux) || os(macOS)
      return isatty(descriptor) == 1
    #else
      return false
    #endif
  }

  // MARK: - Writing

  /// Writes one line (or several, joined) to standard output.
  public func out(_ line: String) { writeOut(line + "\n") }

  /// Writes lines to standard output in one write.
  public func out(lines: [String]) {
    guard !lines.isEmpty else { return }
    writeOut(lines.joined(separator: "\n") + "\n")
  }

  /// Writes text to standard output without a newline (a prompt).
  public func prompt(_ text: String) { writeOut(text) }

  /// Writes one line to standard error.
  public func err(_ line: String) { writeErr(line + "\n") }

  /// Writes text to standard error exactly as given (the spinner).
  func rawErr(_ text: String) { writeErr(text) }

  // MARK: - Reading

  /// The next line of standard input, or `nil` at its end. Reads on another thread so that the
  /// main actor keeps running while a person thinks.
  public func readLine() async -> String? {
    let read = readInput
    return await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: read()) }
    }
  }

  // MARK: - Tests

  /// A console that reads `input` and records what is written, for tests.
  public static func recording(
    input: [String] = [], stdinIsTerminal: Bool = false, stdoutIsTerminal: Bool = false
  ) -> (Console, ConsoleRecording) {
    let recording = ConsoleRecording(input: input)
    let console = Console(
      stdinIsTerminal: stdinIsTerminal, stdoutIsTerminal: stdoutIsTerminal,
      stderrIsTerminal: stdoutIsTerminal,
      readLine: { recording.nextInput() },
      out: { recording.append(out: $0) },
      err: { recording.append(err: $0) })
    return (console, recording)
  }
}

/// What a ``Console/recording(input:stdinIsTerminal:stdoutIsTerminal:)`` console saw.
public final class ConsoleRecording: @unchecked Sendable {
  private let lock = NSLock()
  private var input: [String]
  private var outText = ""
  private var errText = ""

  init(input: [String]) { self.input = input }

  /// Everything written to standard output.
  public var stdout: String {
    lock.lock()
    defer { lock.unlock() }
    return outText
  }
  /// Everything written to standard error.
  public var stderr: String {
    lock.lock()
    defer { lock.unlock() }
    return errText
  }

  func nextInput() -> String? {
    lock.lock()
    defer { lock.unlock() }
    return input.isEmpty ? nil : input.removeFirst()
  }

  func append(out text: String) {
    lock.lock()
    outText += text
    lock.unlock()
  }

  func append(err text: String) {
    lock.lock()
    errText += text
    lock.unlock()
  }
}

// MARK: - Spinner

/// A one-character spinner on standard error while the network is asked; drawn only when
/// standard error is a terminal and colour is allowed, erased when it stops.
final class Spinner: @unchecked Sendable {
  private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  private let console: Console
  private let message: String
  private let lock = NSLock()
  private var timer: DispatchSourceTimer?
  private var frame = 0

  init(console: Console, message: String) {
    self.console = console
    self.message = TerminalText.safe(message)
  }

  /// Starts drawing if `enabled`.
  func start(enabled: Bool) {
    guard enabled else { return }
    let timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global())
    timer.schedule(deadline: .now(), repeating: .milliseconds(100))
    timer.setEventHandler { [weak self] in self?.draw() }
    lock.lock()
    self.timer = timer
    lock.unlock()
    timer.resume()
  }

  private func draw() {
    lock.lock()
    defer { lock.unlock() }
    guard timer != nil else { return }
    console.rawErr("\r\(Self.frames[frame % Self.frames.count]) \(message)")
    frame += 1
  }

  /// Stops and erases the spinner.
  func stop() {
    lock.lock()
    defer { lock.unlock() }
    guard let timer else { return }
    timer.cancel()
    self.timer = nil
    console.rawErr("\r\u{1B}[K")
  }
}
