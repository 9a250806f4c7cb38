#if os(Linux) || os(macOS)
  import Foundation
  import XCTest

  @testable import ShopMenu

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// `Tests/Server/navigation_server.py` running as a child process on 127.0.0.1 (and
  /// 127.0.0.2, or `localhost` where that address is missing), serving the bundled bonprix feed.
  final class LoopbackServer: @unchecked Sendable {
    /// The key the server requires.
    static let apiKey = APIKey("loopback-key-0123456789")

    let port: Int
    /// The host the `redirect` fault sends the client to.
    let secondHost: String
    /// The feed the server serves.
    let feed: Data
    private let process: Process

    /// The server script is run from the checkout: this file compiles only where one exists
    /// (Linux, macOS), never on a simulator or device.
    private static let testsFolder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Starts the server and waits (up to 10 s) for it to print its port.
    init() throws {
      let script = Self.testsFolder.appendingPathComponent("Server/navigation_server.py")
      feed = try Fixture.bonprix.data
      let feedURL = FileManager.default.temporaryDirectory
        .appendingPathComponent("shopmenu-loopback-\(UUID().uuidString).json")
      try feed.write(to: feedURL)
      process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [
        "python3", script.path, "--feed", feedURL.path, "--key", Self.apiKey.value,
        "--idle", "30", "--max-time", "300",
      ]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      let lines = Self.readLines(2, from: output.fileHandleForReading, timeout: 10)
      guard lines.count == 2, let port = Int(lines[0]), lines[1].hasPrefix("second-host ") else {
        process.terminate()
        throw StartError(message: "navigation_server.py did not start (python3 missing?): \(lines)")
      }
      self.port = port
      secondHost = String(lines[1].dropFirst("second-host ".count))
    }

    /// Stops the server.
    func stop() {
      if process.isRunning { process.terminate() }
      process.waitUntilExit()
    }

    private static func readLines(_ count: Int, from handle: FileHandle, timeout: TimeInterval)
      -> [String]
    {
      let done = DispatchSemaphore(value: 0)
      let box = LinesBox()
      DispatchQueue.global().async {
        var buffer = Data()
        while buffer.filter({ $0 == 0x0A }).count < count {
          let chunk = handle.availableData
          if chunk.isEmpty { break }
          buffer.append(chunk)
        }
        box.lines = String(decoding: buffer, as: UTF8.self)
          .split(separator: "\n").prefix(count).map(String.init)
        done.signal()
      }
      _ = done.wait(timeout: .now() + timeout)
      return box.lines
    }

    /// The server did not print its port.
    struct StartError: Error, CustomStringConvertible {
      var message: String
      var description: String { message }
    }

    private final class LinesBox: @unchecked Sendable {
      var lines: [String] = []
    }

    // MARK: - Sharing

    /// One server for a whole test class: started on first use, stopped by `stop()`.
    final class Shared: @unchecked Sendable {
      private let lock = NSLock()
      private var server: LoopbackServer?

      /// The running server, started if needed.
      func get() throws -> LoopbackServer {
        lock.lock()
        defer { lock.unlock() }
        if let server { return server }
        let started = try LoopbackServer()
        server = started
        return started
      }

      /// Stops the server if it was started.
      func stop() {
        lock.lock()
        let running = server
        server = nil
        lock.unlock()
        running?.stop()
      }
    }

    // MARK: - Requests

    /// The feed endpoint with a fault mode and a token that groups this test's requests.
    func endpoint(fault: String? = nil, token: String, _ extra: String = "") -> URL {
      var query = "token=\(token)"
      if let fault { query = "fault=\(fault)&" + query }
      return URL(string: "http://127.0.0.1:\(port)/v1/bonprix/navigation?\(query)\(extra)")!
    }

    /// bonprix pointed at `url` with the server's key (or `key`).
    func shop(_ url: URL, key: APIKey = LoopbackServer.apiKey) -> ShopConfiguration {
      var shop = ShopConfiguration.bonprix
      shop.navigationEndpoint = url
      shop.apiKey = key
      return shop
    }

    /// What the server recorded for `token`: one entry per request, oldest first.
    func seen(token: String) async throws -> [SeenRequest] {
      let url = URL(string: "http://127.0.0.1:\(port)/seen-keys?token=\(token)")!
      let session = URLSession(configuration: .ephemeral)
      defer { session.finishTasksAndInvalidate() }
      let (data, _) = try await session.data(for: URLRequest(url: url))
      return try JSONDecoder().decode([SeenRequest].self, from: data)
    }

    /// One request as the server saw it.
    struct SeenRequest: Decodable, Equatable {
      var listener: String
      var host: String
      var path: String
      var key: Bool
    }
  }
#endif
