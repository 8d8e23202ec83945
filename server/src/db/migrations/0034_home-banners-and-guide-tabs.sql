CREATE TABLE "carousel_banners" (
	"banner_id" serial PRIMARY KEY NOT NULL,
	"image_url" text NOT NULL,
	"alt_text" text NOT NULL,
	"link_url" text NOT NULL,
	"sort_order" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "carousel_banners_period_chk" CHECK ("carousel_banners"."ends_at" > "carousel_banners"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "guide_tabs" (
	"tab_index" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "guide_tabs_index_chk" CHECK ("guide_tabs"."tab_index" between 0 and 3)
);
--> statement-breakpoint
CREATE INDEX "carousel_banners_order_idx" ON "carousel_banners" USING btree ("active","sort_order");--> statement-breakpoint
-- The carousel's banners and the guide's tabs as the code drew them until now (decisions 0431, 0433).
INSERT INTO "carousel_banners" ("image_url", "alt_text", "link_url", "sort_order", "starts_at", "ends_at", "active") VALUES
  ('/banners/general-2.svg', '일반 교재 2 - 중등 교과: 중학교 내신 대비 교재 모음', '/product-list/general-2', 1, '2019-12-31T15:00:00Z', '2099-12-31T15:00:00Z', true),
  ('/banners/general-3.svg', '일반 교재 3 - 영어 원서: 레벨별 리더스와 챕터북', '/product-list/general-3', 2, '2019-12-31T15:00:00Z', '2099-12-31T15:00:00Z', true);
--> statement-breakpoint
INSERT INTO "guide_tabs" ("tab_index", "title", "html") VALUES
  (0, '회원 정보', '<h2>회원 가입과 로그인</h2><ul><li><p>아카데미 북몰은 학원 통합 회원 계정으로 이용합니다. 별도의 쇼핑몰 회원 가입은 필요하지 않습니다.</p></li><li><p>화면 위쪽의 로그인을 누르면 학원 통합 로그인 화면으로 이동하며, 로그인 후 보던 화면으로 돌아옵니다.</p></li><li><p>상품 검색과 상세 보기, FAQ와 이용 안내는 로그인 없이 이용할 수 있습니다.</p></li></ul><h2>계정 종류</h2><ul><li><p><strong>학부모 계정</strong>: 연결된 모든 자녀의 청구 교재와 주문 내역을 함께 확인하고 주문할 수 있습니다.</p></li><li><p><strong>학생 계정</strong>: 본인의 청구 교재와 주문 내역을 확인하고 주문할 수 있습니다.</p></li><li><p><strong>기관(학원) 계정</strong>: 소속 학생의 교재를 주문할 수 있으며, 기관 계정 무료 배송 혜택이 표시됩니다.</p></li></ul><h2>자녀 정보가 보이지 않을 때</h2><ul><li><p>자녀가 학원에 반 배정을 받은 뒤부터 마이페이지에 표시됩니다.</p></li><li><p>재원 중인데도 보이지 않는다면 다니는 학원(지점)에 계정 연결을 요청해 주세요.</p></li></ul><h2>회원 정보 변경</h2><ul><li><p>이름, 연락처, 비밀번호는 학원 통합 회원 사이트에서 변경할 수 있습니다.</p></li><li><p>배송지는 주문서의 배송지 선택에서 관리할 수 있습니다.</p></li></ul>'),
  (1, '주문/결제', '<h2>주문 방법</h2><ol><li><p><strong>청구 교재 확인</strong>: 마이페이지의 청구 내역에서 자녀별, 지점별로 필요한 교재를 확인합니다.</p></li><li><p><strong>장바구니 또는 바로구매</strong>: 교재를 선택해 장바구니에 담거나 바로 구매합니다. 상품마다 1개에서 20개까지 선택할 수 있습니다.</p></li><li><p><strong>결제</strong>: 주문서에서 배송지와 결제 수단을 선택하고 결제합니다.</p></li></ol><h2>결제 수단</h2><ul><li><p><strong>신용카드</strong>: 30만 원 이상 결제할 때는 공동인증서 인증이 필요하며, 30만 원 미만은 간편 카드 인증으로 결제됩니다. 범용 공동인증서 발급 비용은 연 4,400원입니다.</p></li><li><p><strong>가상계좌</strong>: 주문 후 발급된 계좌로 5일 안에 입금해 주세요. 기한이 지나면 주문이 자동으로 취소됩니다.</p></li><li><p><strong>ARS 전화 결제</strong>: 주문서에서 ARS를 선택하면 결제 안내 번호와 인증번호가 발급되며, 인증번호는 10일 동안 유효합니다.</p></li></ul><h2>무료 배송 혜택</h2><ul><li><p>브랜드마다 판매 시즌(봄 2-4월, 여름 5-7월, 가을 8-10월, 겨울 11-1월)별로 첫 결제의 종이 교재 배송비가 무료입니다.</p></li><li><p>같은 시즌의 두 번째 결제부터는 금액과 관계없이 배송비 1,500원이 부과되며, 같은 날의 주문도 합쳐지지 않습니다.</p></li><li><p>무료 배송 횟수는 재원 중인 브랜드 수와 같습니다. 스마트북에는 배송비가 없습니다.</p></li></ul><h2>알아 두세요</h2><ul><li><p>보충교재는 같은 레벨의 스마트북과 함께 구매하거나, 스마트북을 결제한 뒤에 구매할 수 있습니다.</p></li><li><p>결제 수단은 주문 후 바꿀 수 없습니다. 입금 대기 중인 주문은 주문 내역에서 입금을 취소한 뒤 다시 주문해 주세요.</p></li><li><p>장바구니에 담은 상품은 30일 동안 보관됩니다.</p></li></ul>'),
  (2, '배송 안내', '<h2>배송 단계</h2><ol><li><p><strong>주문완료</strong>: 주문서가 접수되었지만 결제가 끝나지 않은 상태입니다.</p></li><li><p><strong>결제완료</strong>: 결제가 끝난 상태로, 출고 전이라 바로 환불(주문 취소)을 신청할 수 있습니다.</p></li><li><p><strong>상품 발송 중</strong>: 교재가 출고되어 택배사가 배송하고 있습니다.</p></li><li><p><strong>배송 완료</strong>: 교재를 받으신 상태입니다.</p></li></ol><blockquote><p><strong>주문 취소는 ''결제완료'' 상태에서만 할 수 있습니다. 발송이 시작된 뒤에는 반품으로 신청해 주세요.</strong></p></blockquote><h2>출고와 도착</h2><ul><li><p>평일(월-금) 13시 이전에 결제가 끝난 주문은 당일 출고되어 2-3일 안에 도착합니다.</p></li><li><p>금요일 13시 이후에 결제된 주문은 다음 주 월요일에 출고됩니다.</p></li><li><p>주말과 공휴일에는 출고하지 않습니다.</p></li><li><p>스마트북은 배송되지 않으며 결제 후 스마트북 앱에서 바로 이용할 수 있습니다.</p></li><li><p>해외 배송은 EMS로 보내며, 국가별 배송비가 결제 금액에 더해집니다.</p></li></ul>'),
  (3, '취소/반품/교환', '<h2>반품과 교환</h2><ul><li><p>단순변심에 의한 반품과 교환은 상품을 받은 날부터 7일 안에 신청할 수 있으며, 왕복 택배비 5,000원을 부담해 주셔야 합니다.</p></li><li><p>상품 불량/파손, 오배송, 상품정보와 다른 상품은 받은 날부터 3개월 안에(그 사실을 안 날부터 30일 안에) 신청할 수 있습니다.</p></li><li><p>배송 전 주문 취소는 결제일로부터 90일 안에 신청할 수 있습니다.</p></li><li><p>반품 상품은 신청 후 4-5일 안에 택배 기사가 방문해 회수합니다.</p></li><li><p>파손, 불량, 오배송은 배송비를 포함한 모든 비용을 회사가 부담합니다.</p></li><li><p>열람했거나 수업에 사용한 스마트북은 환불할 수 없습니다.</p></li></ul><h2>환불 시기</h2><ul><li><p><strong>스마트북</strong>: 환불 접수 후 신용카드는 3일 안에, 계좌 환불은 7일 안에 처리됩니다.</p></li><li><p><strong>종이 교재</strong>: 반품 상품이 회수된 뒤 7일 안에 환불됩니다. 신용카드는 카드사 사정에 따라 5-10일 정도 걸리며, 가상계좌 결제는 반품 상품 도착 후 7일 안에 입력하신 계좌로 입금됩니다.</p></li></ul><h2>신청 방법</h2><ol><li><p>마이페이지 &gt; 주문/배송 조회에서 주문을 열고 취소/반품 신청을 누릅니다.</p></li><li><p>반품할 상품과 수량을 고르고, 가상계좌 결제 주문은 환불 받을 계좌를 입력합니다.</p></li><li><p>진행 상황은 마이페이지 &gt; 취소/반품 조회에서 확인할 수 있습니다.</p></li></ol>')
ON CONFLICT ("tab_index") DO NOTHING;
