import Foundation
import XCTest

@testable import ShopMenu

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Which answers are teaser images: a 2xx status and bytes of an image format, whatever the
/// `Content-Type` says.
final class TeaserResponseTests: XCTestCase {
  private let url = URL(string: "https://image01.bonprix.de/teaser.jpg")!

  private func response(_ status: Int, type: String = "image/jpeg") -> HTTPURLResponse {
    HTTPURLResponse(
      url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": type])!
  }

  func testImageFormatsAreRecognisedByTheirBytes() {
    let images: [String: [UInt8]] = [
      "JPEG": [0xFF, 0xD8, 0xFF, 0xDB],
      "PNG": [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D],
      "GIF": Array("GIF89a".utf8) + [1, 0],
      "WebP": Array("RIFF".utf8) + [0x24, 0, 0, 0] + Array("WEBPVP8 ".utf8),
      "HEIC": [0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0],
      "TIFF": [0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0],
      "BMP": Array("BM".utf8) + [UInt8](repeating: 0, count: 12),
    ]
    for (name, bytes) in images {
      XCTAssertTrue(TeaserResponse.isImage(Data(bytes)), name)
    }
    let others: [String: [UInt8]] = [
      "HTML": Array("<!doctype html><html>".utf8),
      "JSON": Array("{\"error\":1}".utf8),
      "MP4": [0, 0, 0, 0x18] + Array("ftypmp42".utf8) + [0, 0, 0, 0],
      "RIFF WAVE": Array("RIFF".utf8) + [0x24, 0, 0, 0] + Array("WAVEfmt ".utf8),
      "two JPEG bytes": [0xFF, 0xD8],
      "empty": [],
    ]
    for (name, bytes) in others {
      XCTAssertFalse(TeaserResponse.isImage(Data(bytes)), name)
    }
  }

  func testClassification() {
    let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3])
    XCTAssertEqual(TeaserResponse.classify(jpeg, response(200)), .success(jpeg))
    XCTAssertEqual(
      TeaserResponse.classify(jpeg, response(200, type: "application/octet-stream")),
      .success(jpeg), "the bytes decide")
    XCTAssertEqual(TeaserResponse.classify(jpeg, response(404)), .failure(.status(404)))
    XCTAssertEqual(TeaserResponse.classify(Data(), response(200)), .failure(.emptyBody))
    XCTAssertEqual(
      TeaserResponse.classify(Data("<html>".utf8), response(200)), .failure(.notAnImage))
    let notHTTP = URLResponse(
      url: url, mimeType: "image/jpeg", expectedContentLength: 7, textEncodingName: nil)
    XCTAssertEqual(
      TeaserResponse.classify(jpeg, notHTTP),
      .failure(.transport(code: URLError.Code.badServerResponse.rawValue)))
  }
}
