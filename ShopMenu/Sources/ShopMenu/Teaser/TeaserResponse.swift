import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The bytes decide, not `Content-Type` (`application/octet-stream`, a captive portal's page).
enum TeaserResponse {
  /// A cancelled request is ``TeaserResult/cancelled``, whatever error the session reports.
  static func fetch(_ request: URLRequest, on session: URLSession) async -> TeaserResult {
    do {
      let (body, response) = try await session.data(for: request)
      switch TeaserResponse.classify(body, response) {
      case .success(let data): return .image(data)
      case .failure(let failure): return Task.isCancelled ? .cancelled : .failed(failure)
      }
    } catch {
      let code = (error as? URLError)?.code.rawValue ?? (error as NSError).code
      let isURLError = error is URLError || (error as NSError).domain == NSURLErrorDomain
      if Task.isCancelled || error is CancellationError
        || (isURLError && code == URLError.Code.cancelled.rawValue)
      {
        return .cancelled
      }
      return .failed(.transport(code: isURLError ? code : URLError.Code.unknown.rawValue))
    }
  }

  static func classify(_ body: Data, _ response: URLResponse) -> Result<Data, TeaserFailure> {
    guard let http = response as? HTTPURLResponse else {
      return .failure(.transport(code: URLError.Code.badServerResponse.rawValue))
    }
    guard (200...299).contains(http.statusCode) else { return .failure(.status(http.statusCode)) }
    guard !body.isEmpty else { return .failure(.emptyBody) }
    guard isImage(body) else { return .failure(.notAnImage) }
    return .success(body)
  }

  /// Whether `data` starts like a format iOS 15 decodes (JPEG, PNG, GIF, WebP, BMP, TIFF, HEIF).
  static func isImage(_ data: Data) -> Bool {
    let bytes = [UInt8](data.prefix(12))
    func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
      bytes.count >= offset + prefix.count
        && Array(bytes[offset..<(offset + prefix.count)]) == prefix
    }
    if starts([0xFF, 0xD8, 0xFF]) { return true }  // JPEG
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return true }  // PNG
    if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return true }
    if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { return true }
    if starts(Array("BM".utf8)) && bytes.count >= 12 { return true }
    if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return true }  // TIFF
    if starts(Array("ftyp".utf8), at: 4), bytes.count >= 12 {
      let brand = String(decoding: bytes[8..<12], as: UTF8.self)
      return imageBrands.contains(brand)
    }
    return false
  }

  /// HEIF still-image brands (not a video's `mp42`, `isom`; AVIF needs iOS 16).
  private static let imageBrands: Set<String> = [
    "heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1",
  ]
}
