import Foundation
import XCTest

@testable import ShopMenu

/// The live client's checks on a success response's body: size cap, content type, shape, and
/// a body shorter than announced.
final class LiveMenuClientBodyTests: XCTestCase {
  private func fetch(
    _ reply: StubServer.Reply, maxBytes: Int = 1 << 20
  ) async -> (Result<FetchResponse, Error>, StubServer) {
    let server = StubServer([reply])
    let client = server.client(RetryRecorder().options(maxResponseBytes: maxBytes))
    do {
      return (.success(try await client.fetch(nil)), server)
    } catch {
      return (.failure(error), server)
    }
  }

  private func body(_ text: String, type: String? = "application/json") -> StubServer.Reply {
    var headers: [String: String] = [:]
    headers["Content-Type"] = type
    return .http(status: 200, headers: headers, body: Data(text.utf8))
  }

  private func assertError(
    _ result: Result<FetchResponse, Error>, _ expected: MenuAPIError,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    guard case .failure(let error) = result else {
      return XCTFail("expected \(expected), got \(result)", file: file, line: line)
    }
    XCTAssertEqual(error as? MenuAPIError, expected, file: file, line: line)
  }

  // MARK: - Size cap

  func testContentLengthOverTheCapIsRejectedWithoutRetry() async {
    let reply = StubServer.Reply.http(
      status: 200, headers: ["Content-Type": "application/json", "Content-Length": "4096"],
      body: Data(("{" + String(repeating: " ", count: 4094) + "}").utf8))
    let (result, server) = await fetch(reply, maxBytes: 1000)
    assertError(result, .responseTooLarge(limit: 1000))
    XCTAssertEqual(server.requests.count, 1)
  }

  func testBodyOverTheCapWithoutContentLengthIsRejected() async {
    let text = "{" + String(repeating: " ", count: 50_000) + "}"
    let (result, _) = await fetch(body(text), maxBytes: 10_000)
    assertError(result, .responseTooLarge(limit: 10_000))
  }

  func testBodyExactlyAtTheCapIsAccepted() async {
    let text = "{" + String(repeating: " ", count: 998) + "}"
    let (result, _) = await fetch(body(text), maxBytes: 1000)
    XCTAssertEqual(try? result.get(), .modified(Data(text.utf8), CacheValidators()))
  }

  func testBodyShorterThanContentLengthIsATransportFailure() async {
    let reply = StubServer.Reply.http(
      status: 200, headers: ["Content-Type": "application/json", "Content-Length": "100"],
      body: Data(#"{"categories":"#.utf8))
    let (result, server) = await fetch(reply)
    assertError(result, .transport(reason: "the response ended early (14 of 100 bytes)"))
    XCTAssertEqual(server.requests.count, 3, "a cut-off body is transient")
  }

  // MARK: - Shape

  func testHTMLPageWith200IsUnusable() async {
    let html = "<!DOCTYPE html><html><body>Wartungsarbeiten</body></html>"
    let (result, server) = await fetch(body(html, type: "text/html; charset=utf-8"))
    assertError(result, .unusableBody(reason: "content type text/html"))
    XCTAssertEqual(server.requests.count, 1, "an unusable body is not retried")
  }

  func testHTMLWithoutContentTypeIsUnusable() async {
    let (result, _) = await fetch(body("\n  <html></html>", type: nil))
    assertError(result, .unusableBody(reason: "an HTML or XML page"))
  }

  func testJSONUnderAContentTypeThatIsClearlyNotJSONIsUnusable() async {
    for type in ["image/png", "application/xml", "text/css", "multipart/mixed"] {
      let (result, _) = await fetch(body("{}", type: type))
      assertError(result, .unusableBody(reason: "content type \(type)"))
    }
  }

  func testJSONUnderLaxContentTypesIsAccepted() async {
    for type in [nil, "text/plain", "application/octet-stream", "application/vnd.api+json"] {
      let (result, _) = await fetch(body(" \r\n\t{}", type: type))
      XCTAssertNotNil(try? result.get(), "for \(type ?? "no type")")
    }
  }

  func testByteOrderMarkBeforeTheObjectIsAccepted() async {
    let (result, _) = await fetch(
      .http(status: 200, headers: [:], body: Data([0xEF, 0xBB, 0xBF, 0x7B, 0x7D])))
    XCTAssertNotNil(try? result.get())
  }

  func testEmptyOrNonObjectBodiesAreUnusable() async {
    let (empty, _) = await fetch(body("  "))
    assertError(empty, .unusableBody(reason: "empty body"))
    let (array, _) = await fetch(body("[1, 2]"))
    assertError(array, .unusableBody(reason: "the body is not a JSON object"))
    let (noContent, _) = await fetch(.http(status: 204, headers: [:], body: Data()))
    assertError(noContent, .unusableBody(reason: "empty body"))
  }
}
