#if os(Linux) || os(macOS)
  import Foundation
  import XCTest

  @testable import ShopMenu

  /// A ``MenuRepository`` with a disk cache and the live client against the loopback server:
  /// after a good refresh, each fault mode fails the next refresh with the client's error and
  /// leaves the last good menu untouched, in memory and on disk.
  final class LoopbackRepositoryFaultTests: XCTestCase {
    private static let shared = LoopbackServer.Shared()

    override class func tearDown() {
      shared.stop()
      super.tearDown()
    }

    private var server: LoopbackServer!
    private let token = String(UUID().uuidString.prefix(8))
    private let recorder = RetryRecorder()
    private let switcher = ClientSwitch()

    override func setUpWithError() throws {
      server = try Self.shared.get()
    }

    private func liveClient(_ fault: String?, _ extra: String = "", attempts: Int = 2) -> MenuClient
    {
      let url = server.endpoint(fault: fault, token: token, extra)
      let options = recorder.options(
        requestTimeout: 0.5, maxResponseBytes: 1 << 20, maxAttempts: attempts)
      return MenuClient.live(shop: server.shop(url), options: options)
    }

    /// Refreshes once from the good feed, then once through `fault`, and checks the refresh
    /// failed as `matches` says while the menu, memory and disk, stayed as it was.
    private func assertFaultKeepsTheMenu(
      _ fault: String, _ extra: String = "", attempts: Int = 2,
      file: StaticString = #filePath, line: UInt = #line,
      matches: (MenuAPIError) -> Bool
    ) async throws {
      let cache = MenuDiskCache(directory: try temporaryDirectory(self))
      let repository = MenuRepository(
        shop: .bonprix, client: switcher.client, cache: cache, bundled: { nil })
      switcher.use(liveClient(nil))
      let good = try await repository.refresh()
      let saved = try Data(contentsOf: cache.fileURL(for: .bonprix))
      XCTAssertFalse(good.menu.entries.isEmpty, file: file, line: line)

      switcher.use(liveClient(fault, extra, attempts: attempts))
      do {
        let snapshot = try await repository.refresh()
        XCTFail("\(fault): refresh succeeded with \(snapshot.source)", file: file, line: line)
      } catch MenuLoadError.network(let error) {
        XCTAssertTrue(matches(error), "\(fault): \(error)", file: file, line: line)
      }
      let held = await repository.cachedSnapshot()
      XCTAssertEqual(held, good, "\(fault): the menu in memory changed", file: file, line: line)
      let onDisk = try Data(contentsOf: cache.fileURL(for: .bonprix))
      XCTAssertEqual(onDisk, saved, "\(fault): the file on disk changed", file: file, line: line)
      let reopened = MenuRepository(shop: .bonprix, client: .failing(.offline), cache: cache)
      let fromDisk = await reopened.cachedSnapshot()
      XCTAssertEqual(fromDisk?.menu, good.menu, file: file, line: line)
      XCTAssertEqual(fromDisk?.source, .disk, file: file, line: line)
    }

    // MARK: - Faults

    func testSlowHeaders() async throws {
      try await assertFaultKeepsTheMenu("slow-headers", attempts: 1) { $0 == .timedOut }
    }

    func testSlowBody() async throws {
      try await assertFaultKeepsTheMenu("slow-body", attempts: 1) { $0 == .timedOut }
    }

    func testTruncatedBody() async throws {
      try await assertFaultKeepsTheMenu("truncated") {
        // Each system words it its own way ("the connection was lost", curl's "transfer closed").
        if case .transport = $0 { return true }
        return false
      }
    }

    func testWrongContentType() async throws {
      try await assertFaultKeepsTheMenu("wrong-content-type") {
        $0 == .unusableBody(reason: "content type image/png")
      }
    }

    func testHTMLPageWith200() async throws {
      try await assertFaultKeepsTheMenu("html-200") {
        $0 == .unusableBody(reason: "content type text/html")
      }
    }

    func testUnauthorizedAndForbidden() async throws {
      try await assertFaultKeepsTheMenu("401") { $0 == .keyRejected(status: 401) }
      try await assertFaultKeepsTheMenu("403") { $0 == .keyRejected(status: 403) }
    }

    func testRateLimited() async throws {
      try await assertFaultKeepsTheMenu("429", "&retry-after=1") {
        $0 == .rateLimited(retryAfter: 1)
      }
    }

    func testServiceUnavailableThenRecovers() async throws {
      try await assertFaultKeepsTheMenu("503-then-200", attempts: 1) {
        $0 == .serverError(status: 503)
      }
      let cache = MenuDiskCache(directory: try temporaryDirectory(self))
      let repository = MenuRepository(
        shop: .bonprix, client: liveClient("503-then-200"), cache: cache, bundled: { nil })
      let recovered = try await repository.refresh()
      XCTAssertEqual(recovered.source, .network, "the server answers 200 after its one 503")
    }

    func testHugeBody() async throws {
      for fault in ["huge", "huge-chunked"] {
        try await assertFaultKeepsTheMenu(fault, "&size=2097152") {
          $0 == .responseTooLarge(limit: 1 << 20)
        }
      }
    }

    func testConnectionReset() async throws {
      try await assertFaultKeepsTheMenu("reset") {
        $0 == .transport(reason: "the connection was lost")
      }
    }
  }

  /// A client whose target can be swapped between refreshes of one repository.
  private final class ClientSwitch: @unchecked Sendable {
    private let lock = NSLock()
    private var current: MenuClient = .failing(.offline)

    func use(_ client: MenuClient) {
      lock.lock()
      current = client
      lock.unlock()
    }

    private func selected() -> MenuClient {
      lock.lock()
      defer { lock.unlock() }
      return current
    }

    var client: MenuClient {
      MenuClient { validators in try await self.selected().fetch(validators) }
    }
  }
#endif
