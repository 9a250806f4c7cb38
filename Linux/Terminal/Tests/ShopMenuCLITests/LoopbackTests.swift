#if os(Linux) || os(macOS)
  import Foundation
  import ShopMenu
  import ShopMenuCLI
  import XCTest

  /// The real network path, end to end: the built `shopmenu` against the repository's loopback
  /// server (`ShopMenu/Tests/Server/navigation_server.py`), with the live client and the disk
  /// cache.
  final class LoopbackTests: XCTestCase {
    private static let key = "loopback-cli-key-42"
    private var server: Process?
    private var port = 0

    override func setUpWithError() throws {
      // The server script is run from the checkout: this file compiles only where one exists.
      let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
      let script = root.appendingPathComponent("ShopMenu/Tests/Server/navigation_server.py")
      guard FileManager.default.fileExists(atPath: script.path) else {
        throw XCTSkip("no loopback server script at \(script.path)")
      }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [
        "python3", script.path, "--feed", CLIFixture.bonprix.path, "--key", Self.key,
        "--idle", "30", "--max-time", "120",
      ]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      server = process
      let firstLine = Self.firstLine(of: output.fileHandleForReading, timeout: 10)
      guard let port = firstLine.flatMap({ Int($0) }) else {
        throw XCTSkip("navigation_server.py did not start (python3 missing?)")
      }
      self.port = port
    }

    override func tearDown() {
      if let server, server.isRunning {
        server.terminate()
        server.waitUntilExit()
      }
      server = nil
    }

    private static func firstLine(of handle: FileHandle, timeout: TimeInterval) -> String? {
      final class Box: @unchecked Sendable { var line: String? }
      let box = Box()
      let done = DispatchSemaphore(value: 0)
      DispatchQueue.global().async {
        var buffer = Data()
        while !buffer.contains(0x0A) {
          let chunk = handle.availableData
          if chunk.isEmpty { break }
          buffer.append(chunk)
        }
        box.line = String(decoding: buffer, as: UTF8.self).split(separator: "\n").first
          .map(String.init)
        done.signal()
      }
      _ = done.wait(timeout: .now() + timeout)
      return box.line
    }

    private func endpoint(_ query: String = "") -> String {
      "http://127.0.0.1:\(port)/v1/bonprix/navigation" + (query.isEmpty ? "" : "?\(query)")
    }

    @MainActor
    private func run(_ arguments: [String], key: String = LoopbackTests.key, cache: URL) async
      -> RunResult
    {
      let (console, recording) = Console.recording()
      var dependencies = CLIDependencies.live(environment: ["SHOPMENU_API_KEY": key])
      dependencies.standardCacheDirectory = { cache }
      let code = await ShopMenuCLI.run(arguments, console: console, dependencies: dependencies)
      return RunResult(code: code, stdout: recording.stdout, stderr: recording.stderr)
    }

    @MainActor
    func testFetchThenNotModifiedThenTree() async throws {
      let cache = try makeTemporaryDirectory(self)
      let first = await run(
        ["--endpoint", endpoint(), "--cache-dir", cache.path, "fetch"], cache: cache)
      XCTAssertEqual(first.code, ExitCode.success, first.stderr)
      XCTAssertTrue(
        first.stdout.hasPrefix(
          "Fetched the bonprix menu from \(endpoint()): 8 entries, 4 levels.\n"), first.stdout)
      XCTAssertTrue(first.stdout.contains("Compared with the bundled snapshot"))

      let second = await run(
        ["--endpoint", endpoint(), "--cache-dir", cache.path, "--json", "fetch"], cache: cache)
      XCTAssertEqual(second.code, ExitCode.success, second.stderr)
      let json = try second.json()
      XCTAssertEqual((json["previous"] as? [String: Any])?["kind"] as? String, "cache")
      XCTAssertEqual(json["added"] as? [[String]], [])
      XCTAssertEqual((json["changed"] as? [Any])?.count, 0)

      let tree = await run(
        ["--endpoint", endpoint(), "--cache-dir", cache.path, "tree"], cache: cache)
      XCTAssertEqual(tree.code, ExitCode.success)
      XCTAssertTrue(tree.stdout.contains("Source: network (\(endpoint())), fetched just now"))
      XCTAssertFalse((first.stdout + second.stdout + tree.all).contains(Self.key))
    }

    @MainActor
    func testWrongKeyExitsThreeWithoutPrintingIt() async throws {
      let cache = try makeTemporaryDirectory(self)
      let result = await run(
        ["--endpoint", endpoint(), "--cache-dir", cache.path, "fetch"], key: "wrong-key-777",
        cache: cache)
      XCTAssertEqual(result.code, ExitCode.noMenu)
      XCTAssertTrue(result.stderr.contains("refused the API key (HTTP 403)"), result.stderr)
      XCTAssertFalse(result.all.contains("wrong-key-777"))
    }

    @MainActor
    func testSlowServerHitsTheTimeoutAndLeavesTheCache() async throws {
      let cache = try makeTemporaryDirectory(self)
      let good = await run(
        ["--endpoint", endpoint(), "--cache-dir", cache.path, "fetch"], cache: cache)
      XCTAssertEqual(good.code, ExitCode.success, good.stderr)
      let file = MenuDiskCache(directory: cache).fileURL(for: .bonprix)
      let saved = try Data(contentsOf: file)

      let slow = endpoint("fault=slow-headers&delay=20&token=slow")
      let started = Date()
      let fetch = await run(
        ["--endpoint", slow, "--cache-dir", cache.path, "--timeout", "1.5", "fetch"], cache: cache)
      XCTAssertLessThan(Date().timeIntervalSince(started), 8)
      XCTAssertEqual(fetch.code, ExitCode.noMenu)
      XCTAssertTrue(fetch.stderr.contains("did not answer in time"), fetch.stderr)
      XCTAssertEqual(try Data(contentsOf: file), saved)

      let tree = await run(
        ["--endpoint", slow, "--cache-dir", cache.path, "--timeout", "1.5", "tree"], cache: cache)
      XCTAssertEqual(tree.code, ExitCode.success)
      XCTAssertTrue(tree.stdout.contains("Source: cache of "), tree.stdout)
    }

    /// A server that accepts the connection and never answers: `validate` gives up at the
    /// timeout, says so in words and exits 3, although a good menu is cached.
    @MainActor
    func testValidateAgainstAServerThatNeverAnswersExitsThree() async throws {
      let cache = try makeTemporaryDirectory(self)
      let good = await run(
        ["--endpoint", endpoint(), "--cache-dir", cache.path, "validate"], cache: cache)
      XCTAssertEqual(good.code, ExitCode.success, good.stderr)
      XCTAssertTrue(good.stdout.contains("Source: network (\(endpoint())), fetched just now"))

      let silent = endpoint("fault=slow-headers&delay=20&token=silent")
      let started = Date()
      let result = await run(
        ["--endpoint", silent, "--cache-dir", cache.path, "--timeout", "1", "validate"],
        cache: cache)
      XCTAssertLessThan(Date().timeIntervalSince(started), 5)
      XCTAssertEqual(result.code, ExitCode.noMenu)
      XCTAssertEqual(result.stdout, "")
      XCTAssertTrue(
        result.stderr.hasPrefix(
          "shopmenu: Could not reach the bonprix menu API at \(silent): The menu server did not "
            + "answer in time."), result.stderr)
      XCTAssertNil(
        result.stderr.range(of: "error -?[0-9]", options: .regularExpression), result.stderr)
    }

    /// An https URL on a server that speaks plain HTTP: the TLS handshake fails, and the reason
    /// says so in words (Linux's URLSession reports it as code -1, "unknown").
    @MainActor
    func testAFailedTLSHandshakeIsToldInWords() async throws {
      let cache = try makeTemporaryDirectory(self)
      let https = "https://127.0.0.1:\(port)/v1/bonprix/navigation"
      let result = await run(
        ["--endpoint", https, "--cache-dir", cache.path, "--timeout", "5", "fetch"], cache: cache)
      XCTAssertEqual(result.code, ExitCode.noMenu)
      XCTAssertTrue(result.stderr.contains("(the secure connection failed"), result.stderr)
      XCTAssertNil(
        result.stderr.range(of: "error -?[0-9]+\\)", options: .regularExpression), result.stderr)
    }
  }
#endif
