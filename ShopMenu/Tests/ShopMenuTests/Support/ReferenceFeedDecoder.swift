import Foundation
import ShopMenu

/// The oracle for ``FeedDecoder``'s JSON layer, built on Foundation's `JSONDecoder` the way the
/// core decoded feeds before it had its own parser. Used by the tests and, through a link to
/// this file, by the fuzz target; never shipped.
///
/// Its steps: the size limit; a bracket count over the bytes for the depth limit; a small
/// recursive RFC 8259 checker (the same rules on every OS: `JSONDecoder` on Linux accepts a
/// trailing comma, and turns a bad string into a wrong-typed field instead of refusing the
/// document); `JSONDecoder` into tolerant raw entries (first occurrence of a repeated name
/// counts); then the raw entries, written out as a plain canonical feed, go through the core's
/// validation, so both paths share the entry rules and differ only in how they read JSON.
/// Its answers are those of Linux's Foundation, where the fuzz target runs; Apple's
/// `JSONDecoder` may answer otherwise where RFC 8259 leaves room (which of a repeated name
/// counts), which is unverified here.
enum ReferenceFeedDecoder {
  /// What decoding gave, comparable across decoders: the reason of `notJSON` is left out and
  /// root keys are sorted.
  enum Outcome: Equatable {
    case menu(Menu)
    case error(FeedError)

    init(_ decode: () throws -> Menu) {
      do {
        self = .menu(try decode())
      } catch let error as FeedError {
        switch error {
        case .notJSON: self = .error(.notJSON(reason: ""))
        case .unknownFormat(let keys): self = .error(.unknownFormat(rootKeys: keys.sorted()))
        default: self = .error(error)
        }
      } catch {
        self = .error(.notJSON(reason: "unexpected error \(error)"))
      }
    }
  }

  /// Decodes `data` as `decoder` would, through the reference path. `reading`, when given, is
  /// `read(data)` done before (it does not depend on the decoder).
  static func decode(
    _ data: Data, like decoder: FeedDecoder, reading: Result<Document, FeedError>? = nil
  ) throws -> Menu {
    let limits = decoder.limits
    guard data.count <= limits.maxBytes else {
      throw FeedError.tooLarge(bytes: data.count, limit: limits.maxBytes)
    }
    let depthLimit = 2 * limits.maxDepth + 2
    guard bracketDepth(of: data, stoppingAbove: depthLimit) <= depthLimit else {
      throw FeedError.tooDeep(limit: limits.maxDepth)
    }
    let document = try (reading ?? read(data)).get()
    var roomy = decoder
    roomy.limits.maxBytes = Int.max
    return try roomy.decode(Data(Canonical.feed(document.entries, format: document.format)))
  }

  /// The JSON layer: the RFC 8259 check, then `JSONDecoder` into raw entries.
  static func read(_ data: Data) -> Result<Document, FeedError> {
    guard StrictJSON.isValid(data) else { return .failure(.notJSON(reason: "")) }
    do {
      return .success(try JSONDecoder().decode(Document.self, from: data))
    } catch let error as FeedError {
      return .failure(error)
    } catch {
      return .failure(.notJSON(reason: "\(error)"))
    }
  }

  /// The deepest nesting of brackets outside strings, counted up to just above `limit`.
  static func bracketDepth(of data: Data, stoppingAbove limit: Int) -> Int {
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int in
      var depth = 0
      var deepest = 0
      var inString = false
      var escaped = false
      for byte in bytes {
        if inString {
          if escaped {
            escaped = false
          } else if byte == 0x5C {
            escaped = true
          } else if byte == 0x22 {
            inString = false
          }
        } else if byte == 0x22 {
          inString = true
        } else if byte == 0x5B || byte == 0x7B {
          depth += 1
          deepest = max(deepest, depth)
          if deepest > limit { return deepest }
        } else if byte == 0x5D || byte == 0x7D {
          depth -= 1
        }
      }
      return deepest
    }
  }

  // MARK: - JSONDecoder into raw entries

  struct Document: Decodable {
    let format: FeedFormat
    let entries: [Entry]

    private struct AnyKey: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    init(from decoder: Decoder) throws {
      guard let container = try? decoder.container(keyedBy: AnyKey.self) else {
        throw FeedError.unknownFormat(rootKeys: [])
      }
      for format in FeedFormat.allCases {
        let key = AnyKey(stringValue: format.rootKey)
        if container.contains(key), let entries = try? container.decode([Entry].self, forKey: key) {
          self.format = format
          self.entries = entries
          return
        }
      }
      throw FeedError.unknownFormat(rootKeys: container.allKeys.map(\.stringValue))
    }
  }

  enum Field<Value> {
    case absent
    case value(Value)
    case wrongType
  }

  /// One entry as it arrived, each field kept even when it has the wrong type.
  struct Entry: Decodable {
    var isObject = true
    var label: Field<String> = .absent
    var url: Field<String> = .absent
    var image: Field<String> = .absent
    var type: Field<String> = .absent
    var children: Field<[Entry]> = .absent

    private enum CodingKeys: String, CodingKey {
      case label, url, image, type, children
    }

    init(from decoder: Decoder) {
      guard let container = try? decoder.container(keyedBy: CodingKeys.self) else {
        isObject = false
        return
      }
      label = Self.field(String.self, .label, in: container)
      url = Self.field(String.self, .url, in: container)
      image = Self.field(String.self, .image, in: container)
      type = Self.field(String.self, .type, in: container)
      children = Self.field([Entry].self, .children, in: container)
    }

    private static func field<T: Decodable>(
      _ type: T.Type, _ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>
    ) -> Field<T> {
      do {
        return try container.decodeIfPresent(type, forKey: key).map(Field.value) ?? .absent
      } catch {
        return .wrongType
      }
    }
  }
}
